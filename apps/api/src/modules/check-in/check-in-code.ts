import crypto from 'node:crypto';
import {
  CHECK_IN_CODE_LENGTH,
  CHECK_IN_CODE_PERIOD_SECONDS,
  CHECK_IN_CODE_PERIODS_AROUND,
} from '@jobbel/shared/check-in/check-in.constants';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { randomSecret } from '../../lib/secrets';
import { serverKeyOnce } from '../../lib/server-keys.repository';

const PERIOD_MS = CHECK_IN_CODE_PERIOD_SECONDS * 1000;

/** The secret every instance signs check-in codes with: made once, stored beside the other server keys. */
export function checkInSecret(db: Kysely<Database>): Promise<string> {
  return serverKeyOnce(db, 'check-in-codes', () => randomSecret());
}

export const periodAt = (instantMs: number) => Math.floor(instantMs / PERIOD_MS);
export const periodEndsAt = (period: number) => (period + 1) * PERIOD_MS;

/**
 * The code of one job for one period of 30 seconds: the HMAC of both, cut to 6 digits as one-time
 * passwords are (RFC 4226 §5.3). Bound to the job, so a code of another job says nothing here.
 */
export function codeOf(secret: string, jobID: number, period: number): string {
  const mac = crypto.createHmac('sha256', secret).update(`check-in:${jobID}:${period}`).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const value = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 10 ** CHECK_IN_CODE_LENGTH).padStart(CHECK_IN_CODE_LENGTH, '0');
}

/** Whether a code is the job's for this period or one period either side (a clock a little off, a slow scan). */
export function isCurrentCode(secret: string, jobID: number, code: string, nowMs: number): boolean {
  const now = periodAt(nowMs);
  let matches = false;
  for (
    let period = now - CHECK_IN_CODE_PERIODS_AROUND;
    period <= now + CHECK_IN_CODE_PERIODS_AROUND;
    period++
  )
    matches =
      crypto.timingSafeEqual(Buffer.from(codeOf(secret, jobID, period)), Buffer.from(code)) || matches;
  return matches;
}
