import { z } from 'zod';
import { cursorPageOf, idCursorSchema } from '../app/page.schemas';
import { NOTIFICATION_KINDS } from './notification.constants';

export const notificationSchema = z.object({
  notificationID: z.number(),
  notificationKind: z.enum(NOTIFICATION_KINDS),
  notificationTitle: z.string(),
  notificationBody: z.string(),
  /** a path inside the app, such as /my-applications */
  notificationLink: z.string(),
  notificationCreatedDateTime: z.string(),
  notificationRead: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications — the newest 50, or with `after` the 50 before that one. */
export const notificationListQuerySchema = z.object({
  after: idCursorSchema
    .optional()
    .describe('The nextCursor of the previous page: the notifications before it'),
});

/** A page of the own notifications, newest first; `total` and `unread` count all of them (up to a cap). */
export const notificationListSchema = cursorPageOf(notificationSchema).extend({ unread: z.number() });
export type NotificationList = z.infer<typeof notificationListSchema>;
