/** A worker's cancellation closer than this to the start counts as late. */
export const LATE_CANCELLATION_HOURS = 24;
/** Hours a business leaves unhandled this long after the worker confirmed them are approved. */
export const HOURS_AUTO_APPROVE_HOURS = 72;
/** The business is warned this long before its unhandled hours are approved automatically. */
export const HOURS_AUTO_APPROVE_WARNING_HOURS = 24;
/** Claimed hours lie between this long before the booked start and this long after its end. */
export const HOURS_CLAIM_BEFORE_START_HOURS = 2;
export const HOURS_CLAIM_AFTER_END_HOURS = 6;
/** Hours differing from the planned ones by more than this share are never approved automatically. */
export const HOURS_AUTO_APPROVE_MAX_DEVIATION = 0.25;
/** The worker may contest the business's correction of her hours this long after it was made. */
export const HOURS_CONTEST_HOURS = 72;
/** After completion each side may rate the other this many days; then the ratings are revealed. */
export const RATING_WINDOW_DAYS = 14;
/** A business may claim a worker did not come only this long after the start: a few minutes late is not absent. */
export const NO_SHOW_CLAIM_AFTER_MINUTES = 30;
/** The worker may contest a no-show claim this long after it was made. */
export const NO_SHOW_CONTEST_HOURS = 72;
/** The business may take back its own uncontested no-show claim this long after making it. */
export const NO_SHOW_UNDO_HOURS = 24;
/** Reliability shows only once a worker has this many finished shifts (completed, late-cancelled, no-show); before, 'Nieuw'. */
export const RELIABILITY_MIN_FINISHED = 3;
/** Reliability counts the shifts finished in this many last months. */
export const RELIABILITY_WINDOW_MONTHS = 12;
/** The shift reminder goes out this long before the start. */
export const SHIFT_REMINDER_HOURS = 24;

export const RATING_COMMENT_MAX = 500;
export const CANCEL_REASON_MAX = 500;
export const HOURS_COMMENT_MAX = 500;
export const BREAK_MINUTES_MAX = 600;
export const NO_SHOW_CONTEST_REASON_MAX = 500;

/**
 * A no-show is a claim by the business (docs/decisions/application-states.md): the worker may contest it,
 * the business then confirms or withdraws it; a withdrawn claim puts the shift back to 'accepted'.
 */
export const NO_SHOW_STATES = ['claimed', 'contested', 'confirmed'] as const;
export type NoShowState = (typeof NO_SHOW_STATES)[number];

/**
 * submitted by the worker → approved, or corrected by the business; a correction is agreed by the worker
 * or contested once, and a contested one is settled by the business's second, final decision.
 */
export const HOURS_STATUSES = [
  'submitted',
  'approved',
  'corrected',
  'agreed',
  'contested',
  'settled',
] as const;
export type HoursStatus = (typeof HOURS_STATUSES)[number];
/** Hours waiting for the business: confirmed by the worker, or a correction she contested. */
export const HOURS_AWAITING_BUSINESS: readonly HoursStatus[] = ['submitted', 'contested'];
/** A worker's answer to a change or an invitation stays on the business's to-do list this long after it came. */
export const ANSWER_SHOWN_HOURS = 72;

/** Who changed an application last: the worker, the business, or the server on its own (deleted job, expiry). */
export const CHANGED_BY = ['worker', 'business', 'system'] as const;
export type ChangedBy = (typeof CHANGED_BY)[number];

/** Reviews shown at once on a profile or a business page; 'Meer reviews' asks for the next ones. */
export const REVIEWS_PAGE_SIZE = 20;
