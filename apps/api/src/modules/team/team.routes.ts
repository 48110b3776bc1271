import { idSchema } from '@jobbel/shared/app/primitive.schemas';
import { applicationSchema } from '@jobbel/shared/applications/application.schemas';
import {
  addTeamMemberPayloadSchema,
  invitationAnswerPayloadSchema,
  teamInvitePayloadSchema,
  teamInviteResultSchema,
  teamListQuerySchema,
  teamListSchema,
  teamMembershipSchema,
} from '@jobbel/shared/team/team.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../lib/error-answers';
import { signedInOnly } from '../../plugins/auth';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { answerInvitation } from './invitation-answer.service';
import { addTeamMember, inviteTeam, listTeam, removeTeamMember } from './team.service';

const failures = errors(400, 403, 404, 409, 410);
const tags = ['team'];

/** Book again: a business's team of workers it liked, and invitations to its new jobs. */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  signedInOnly(app);

  app.get(
    '/team',
    {
      schema: {
        tags,
        summary: 'The own business’s team, most recently added first, with each member’s record; 20 a page',
        querystring: teamListQuerySchema,
        response: { 200: teamListSchema, ...failures },
      },
    },
    async (request) => listTeam(app.db, request.session, request.query.after),
  );

  app.post(
    '/team',
    {
      schema: {
        tags,
        summary: 'Add a worker who applied to one of the business’s jobs to its team',
        body: addTeamMemberPayloadSchema,
        response: { 200: teamMembershipSchema, ...failures },
      },
    },
    async (request) => addTeamMember(app.db, request.session, request.body.userID),
  );

  app.delete(
    '/team',
    {
      schema: {
        tags,
        summary: 'Remove a worker from the team',
        querystring: z.object({ userID: idSchema }),
        response: { 200: teamMembershipSchema, ...failures },
      },
    },
    async (request) => removeTeamMember(app.db, request.session, request.query.userID),
  );

  app.post(
    '/team/invitations',
    {
      config: { rateLimit: RATE_LIMITS.invitation },
      schema: {
        tags,
        summary: 'Invite team members to an open job: each gets an invitation on My Applications and a mail',
        body: teamInvitePayloadSchema,
        response: { 200: teamInviteResultSchema, ...failures },
      },
    },
    async (request) => inviteTeam(app.db, app.config.PUBLIC_URL, request.session, request.body),
  );

  app.post(
    '/jobapplications/invitation',
    {
      schema: {
        tags,
        summary: 'The invited worker accepts (the shift is theirs at once) or declines an invitation',
        querystring: z.object({ id: idSchema }),
        body: invitationAnswerPayloadSchema,
        response: { 200: applicationSchema, ...failures },
      },
    },
    async (request) =>
      answerInvitation(app.db, app.config.PUBLIC_URL, request.session, request.query.id, request.body.accept),
  );
};
