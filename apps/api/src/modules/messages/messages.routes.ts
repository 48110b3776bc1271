import { idSchema } from '@jobbel/shared/app/primitive.schemas';
import {
  conversationListQuerySchema,
  conversationListSchema,
  messageListQuerySchema,
  messageListSchema,
  messagePayloadSchema,
} from '@jobbel/shared/messages/message.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../lib/error-answers';
import { signedInOnly } from '../../plugins/auth';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { inboxOf } from './conversations.service';
import { markMessagesRead, messagesOf, sendMessage } from './messages.service';

const failures = errors(400, 403, 404);
const tags = ['messages'];
const ofApplication = z.object({ applicationID: idSchema });

/** The conversation per application between the business and the applicant. */
export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  signedInOnly(app);

  app.get(
    '/conversations',
    {
      schema: {
        tags,
        summary: 'The inbox: the conversations of the signed-in worker or business, newest first, 20 a page',
        description:
          'Each with its last message and the other side’s unread messages; `unread` sums them over all conversations. `unread=1`: only the conversations with unread messages.',
        querystring: conversationListQuerySchema,
        response: { 200: conversationListSchema, ...errors(400) },
      },
    },
    async (request) => inboxOf(app.db, request.session, request.query),
  );

  app.get(
    '/messages',
    {
      schema: {
        tags,
        summary:
          'The conversation of an application (its worker, the business, admins): its newest 50 messages, oldest first, and older ones by cursor',
        querystring: messageListQuerySchema,
        response: { 200: messageListSchema, ...failures },
      },
    },
    async (request) => messagesOf(app.db, request.session, request.query.applicationID, request.query.after),
  );

  app.post(
    '/messages',
    {
      config: { rateLimit: RATE_LIMITS.message },
      schema: {
        tags,
        summary:
          'Write in the conversation: the business to its applicant, the worker once the business wrote',
        querystring: ofApplication,
        body: messagePayloadSchema,
        response: { 200: messageListSchema, ...failures },
      },
    },
    async (request) =>
      sendMessage(app.db, app.config.PUBLIC_URL, request.session, request.query.applicationID, request.body),
  );

  app.post(
    '/messages/read',
    {
      schema: {
        tags,
        summary: 'Mark the other side’s messages of a conversation read',
        querystring: ofApplication,
        response: { 200: messageListSchema, ...failures },
      },
    },
    async (request) => markMessagesRead(app.db, request.session, request.query.applicationID),
  );
};
