export const ALERT_FREQUENCIES = ['instant', 'daily'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** The daily digest goes out from this hour on, Europe/Brussels. */
export const ALERT_DIGEST_HOUR = 8;
/** A worker keeps at most this many alerts. */
export const ALERTS_PER_USER_MAX = 10;
/**
 * A worker gets at most this many instant alert mails an hour: further matches still appear
 * in the app at once, and their mail waits for the next daily digest.
 */
export const ALERT_INSTANT_MAILS_PER_HOUR = 3;
