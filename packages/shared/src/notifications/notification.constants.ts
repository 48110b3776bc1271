/** What a notification is about; each also says which setting governs its mail. */
export const NOTIFICATION_KINDS = [
  'newApplicant',
  'applicationAccepted',
  'applicationRejected',
  'shiftCancelled',
  'shiftReminder',
  'shiftChange',
  'noShow',
  'invitation',
  'hoursToConfirm',
  'hoursToApprove',
  'hoursDecided',
  'ratingOpen',
  'newMessage',
  'jobAlert',
  'dimona',
  'checkIn',
  'contract',
  'myData',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The settings switch a mail falls under, which its one-click unsubscribe link turns off. */
export const MAIL_CATEGORIES = ['email', 'jobAlerts', 'messages'] as const;
export type MailCategory = (typeof MAIL_CATEGORIES)[number];

/** How often the web app asks for new notifications while it is open. */
export const NOTIFICATION_POLL_MS = 30_000;
