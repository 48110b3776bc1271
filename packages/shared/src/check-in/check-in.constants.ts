/** The code on the venue's screen changes this often (docs/decisions/check-in.md). */
export const CHECK_IN_CODE_PERIOD_SECONDS = 30;
/** A code is accepted this many periods before and after its own: a screenshot stops working within a minute. */
export const CHECK_IN_CODE_PERIODS_AROUND = 1;
/** The code has this many digits, leading zeros included. */
export const CHECK_IN_CODE_LENGTH = 6;
/** A worker checks in from this long before the booked start until its end. */
export const CHECK_IN_OPENS_MINUTES_BEFORE_START = 60;
/** A worker checks out from her check-in until this long after the booked end. */
export const CHECK_OUT_CLOSES_HOURS_AFTER_END = 6;
/** The worker is reminded to check in this long before the start. */
export const CHECK_IN_REMINDER_MINUTES_BEFORE_START = 30;
/** The business hears of a worker who has not checked in this long after the start. */
export const NO_CHECK_IN_ALERT_MINUTES_AFTER_START = 30;
/** Checked and submitted times further apart than this are highlighted to the business. */
export const CHECK_DIFFERENCE_NOTABLE_MINUTES = 15;
/** Wrong codes a worker may type per window, and all codes tried on one job per window. */
export const CHECK_IN_GUESSES_PER_WORKER = 10;
export const CHECK_IN_TRIES_PER_JOB = 60;
export const CHECK_IN_GUESS_WINDOW_MINUTES = 10;
export const MANUAL_CHECK_REASON_MAX = 300;

/** A check starts (`in`) or ends (`out`) the worker's presence. */
export const CHECK_KINDS = ['in', 'out'] as const;
export type CheckKind = (typeof CHECK_KINDS)[number];
/** How a check was made: the QR code scanned, its digits typed, or by the business by hand. */
export const CHECK_METHODS = ['scan', 'code', 'manual'] as const;
export type CheckMethod = (typeof CHECK_METHODS)[number];
