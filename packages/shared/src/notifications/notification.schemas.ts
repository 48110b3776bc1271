import { z } from 'zod';
import { pageOf } from '../app/page.schemas';
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

export const notificationListSchema = pageOf(notificationSchema).extend({ unread: z.number() });
export type NotificationList = z.infer<typeof notificationListSchema>;
