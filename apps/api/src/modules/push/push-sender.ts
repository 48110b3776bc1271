import type { Kysely } from 'kysely';
import webpush from 'web-push';
import type { Database } from '../../db/database';
import { findSubscription, forgetEndpoint } from './push.repository';
import type { VapidKeys } from './vapid-keys';

// a push about a shift or an applicant is of no use after a day
const PUSH_TTL_SECONDS = 24 * 3600;
const PUSH_TIMEOUT_MS = 10_000;
const GONE = [404, 410];

export interface PushSender {
  /** Encrypts the payload for the endpoint's device and hands it to its push service; throws to be retried. */
  send(endpoint: string, payload: string): Promise<void>;
}

/**
 * web-push encrypts the payload (RFC 8291) and signs the request (VAPID, RFC 8292); fetch sends it, with
 * a timeout, to whatever push service the browser chose.
 */
export function createPushSender(db: Kysely<Database>, vapid: VapidKeys): PushSender {
  return {
    async send(endpoint, payload) {
      const subscription = await findSubscription(db, endpoint);
      // unsubscribed since the push was queued: nothing left to deliver
      if (!subscription) return;
      const request = webpush.generateRequestDetails(
        { endpoint, keys: { p256dh: subscription.pushP256dh, auth: subscription.pushAuth } },
        payload,
        { vapidDetails: vapid, TTL: PUSH_TTL_SECONDS },
      );
      const answer = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body,
        signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
      });
      if (GONE.includes(answer.status)) await forgetEndpoint(db, endpoint);
      else if (!answer.ok) throw new Error(`push service answered ${answer.status}`);
    },
  };
}
