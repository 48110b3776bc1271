import { z } from 'zod';

/** A calendar feed shows past shifts this many days back, and at most this many events. */
export const CALENDAR_FEED_PAST_DAYS = 90;
export const CALENDAR_FEED_MAX_EVENTS = 1000;

/**
 * The account's subscription link: whether there is one and since when; the link itself only in the
 * answer that made it (the server keeps its hash).
 */
export const calendarFeedSchema = z.object({
  calendarFeedCreatedDateTime: z.string().nullable(),
  calendarFeedUrl: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** The secret part of a feed link: 32 random bytes, base64url. */
export const calendarFeedTokenSchema = z
  .string()
  .min(40)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);
