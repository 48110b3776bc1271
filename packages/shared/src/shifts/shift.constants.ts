/** A worker's cancellation closer than this to the start counts as late (issue 15). */
export const LATE_CANCELLATION_HOURS = 24;
/** Hours a business leaves unhandled this long after the worker confirmed them are approved. */
export const HOURS_AUTO_APPROVE_HOURS = 72;
/** After completion each side may rate the other this many days; then the ratings are revealed. */
export const RATING_WINDOW_DAYS = 14;
/** The shift reminder goes out this long before the start. */
export const SHIFT_REMINDER_HOURS = 24;

export const RATING_COMMENT_MAX = 500;
export const CANCEL_REASON_MAX = 500;
export const HOURS_COMMENT_MAX = 500;
export const BREAK_MINUTES_MAX = 600;

export const HOURS_STATUSES = ['submitted', 'approved', 'corrected'] as const;
export type HoursStatus = (typeof HOURS_STATUSES)[number];

/** Who changed an application last: the worker, the business, or the server on its own (deleted job, expiry). */
export const CHANGED_BY = ['worker', 'business', 'system'] as const;
export type ChangedBy = (typeof CHANGED_BY)[number];
