import type { Kysely } from 'kysely';
import webpush from 'web-push';
import type { Database } from '../../db/database';
import { findSubscription, forgetSubscription } from './push.repository';
import type { VapidKeys } from './vapid-keys';

// a push about a shift or an applicant is of no use after a day
const PUSH_TTL_SECONDS = 24 * 3600;
const PUSH_TIMEOUT_MS = 10_000;
const GONE = [404, 410];

export interface PushSender {
  /** Encrypts the payload for the subscribed device and hands it to its push service; throws to be retried. */
  send(pushSubscriptionID: number, payload: string): Promise<void>;
}

/**
 * web-push encrypts the payload (RFC 8291) and signs the request (VAPID, RFC 8292); fetch sends it, with
 * a timeout, to whatever push service the browser chose.
 */
export function createPushSender(db: Kysely<Database>, vapid: VapidKeys): PushSender {
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
      const answer = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body,
        signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
      });
      if (GONE.includes(answer.status)) await forgetSubscription(db, pushSubscriptionID);
      else if (!answer.ok) throw new Error(`push service answered ${answer.status}`);
    },
  };
}
