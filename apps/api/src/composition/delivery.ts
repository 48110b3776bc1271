import type { FastifyInstance } from 'fastify';
import type { Metrics } from '../lib/metrics';
import { createOutboxWorker } from '../modules/mail/outbox-worker';
import { createPushSender } from '../modules/push/push-sender';
import type { PushPost } from '../modules/push/push-transport';
import type { VapidKeys } from '../modules/push/vapid-keys';

/** The outbox that delivers mails through the app's mailer and pushes through the push services. */
export function registerDelivery(
  app: FastifyInstance,
  { vapid, metrics, pushPost }: { vapid: VapidKeys; metrics: Metrics; pushPost?: PushPost },
): void {
  const push = createPushSender(app.db, vapid, { extraHosts: app.config.PUSH_SERVICE_HOSTS, post: pushPost });
  app.decorate(
    'outbox',
    createOutboxWorker(
      app.db,
      {
        mailer: app.mailer,
        push,
        onDelivered: (channel, outcome) => metrics.deliveries.inc({ channel, outcome }),
      },
      app.log,
    ),
  );
}
