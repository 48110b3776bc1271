import { pushEndpointSchema, pushKeySchema, pushSubscriptionSchema } from '@jobbel/shared/push/push.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../lib/error-answers';
import { signedInOnly } from '../../plugins/auth';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { subscribeOwnDevice, unsubscribeOwnDevice } from './push.service';
import type { VapidKeys } from './vapid-keys';

const failures = errors(400, 401, 403, 404, 409);
const tags = ['notifications'];

/** Web Push on the devices a user allows it on; pushes follow the `app` notification setting. */
export const pushRoutes: FastifyPluginAsyncZod<{ vapid: VapidKeys }> = async (app, { vapid }) => {
  app.get(
    '/push/key',
    {
      schema: {
        tags,
        summary: "The server's VAPID public key, for PushManager.subscribe({ applicationServerKey })",
        response: { 200: pushKeySchema },
      },
    },
    async () => ({ publicKey: vapid.publicKey }),
  );
  await app.register(deviceRoutes);
};

/** Subscribing and unsubscribing one's own devices. */
const deviceRoutes: FastifyPluginAsyncZod = async (app) => {
  signedInOnly(app);
  app.post(
    '/push/subscriptions',
    {
      config: { rateLimit: RATE_LIMITS.pushDevice },
      schema: {
        tags,
        summary: 'Receive pushes on this device: the PushSubscription as toJSON() gives it',
        body: pushSubscriptionSchema,
        response: { 204: z.null(), ...failures },
      },
    },
    async (request, reply) => {
      await subscribeOwnDevice(app.db, request.session, request.body, app.config.PUSH_SERVICE_HOSTS);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/push/subscriptions',
    {
      schema: {
        tags,
        summary: 'No more pushes on this device',
        body: pushEndpointSchema,
        response: { 204: z.null(), ...failures },
      },
    },
    async (request, reply) => {
      await unsubscribeOwnDevice(app.db, request.session, request.body.endpoint);
      return reply.code(204).send(null);
    },
  );
};
