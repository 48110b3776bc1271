import type { Kysely } from 'kysely';
import webpush from 'web-push';
import type { Database } from '../../db/database';
import { findSubscription, forgetSubscription } from './push.repository';
import { createPublicPushPost, PushEndpointRefused, type PushPost } from './push-transport';
import type { VapidKeys } from './vapid-keys';

// a push about a shift or an applicant is of no use after a day
const PUSH_TTL_SECONDS = 24 * 3600;
// a push service that has not answered in 5 s is tried again later (short, in its own lane)
const PUSH_TIMEOUT_MS = 5000;
const GONE = [404, 410];

export interface PushSender {
  /** Encrypts the payload for the subscribed device and hands it to its push service; throws to be retried. */
  send(pushSubscriptionID: number, payload: string): Promise<void>;
}

/**
 * web-push encrypts the payload (RFC 8291) and signs the request (VAPID, RFC 8292); it is sent, with a
 * timeout, to the push service the browser chose when that is one of the allowed push services
 * (push-hosts.ts), at a public address (`post`, replaced only by tests that run a push service locally).
 */
export function createPushSender(
  db: Kysely<Database>,
  vapid: VapidKeys,
  options: { extraHosts?: readonly string[]; post?: PushPost } = {},
): PushSender {
  const post = options.post ?? createPublicPushPost(options.extraHosts);
  return {
    async send(pushSubscriptionID, payload) {
      const subscription = await findSubscription(db, pushSubscriptionID);
      // unsubscribed since the push was queued: nothing left to deliver
      if (!subscription) return;
      const { pushEndpoint: endpoint, pushP256dh: p256dh, pushAuth: auth } = subscription;
      const request = webpush.generateRequestDetails({ endpoint, keys: { p256dh, auth } }, payload, {
        vapidDetails: vapid,
        TTL: PUSH_TTL_SECONDS,
      });
      let status: number;
      try {
        status = await post(
          request.endpoint,
          {
            method: request.method,
            headers: request.headers as Record<string, string>,
            body: request.body as Buffer,
          },
          PUSH_TIMEOUT_MS,
        );
      } catch (error) {
        // stored before the hosts were checked, or the operator's list changed: never to be sent to
        if (!(error instanceof PushEndpointRefused)) throw error;
        await forgetSubscription(db, pushSubscriptionID);
        return;
      }
      if (GONE.includes(status)) await forgetSubscription(db, pushSubscriptionID);
      else if (status < 200 || status > 299) throw new Error(`push service answered ${status}`);
    },
  };
}
