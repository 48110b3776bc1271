import type { mail } from '@jobbel/shared/i18n/nl-BE/mail';
import type { NotificationKind } from '@jobbel/shared/notifications/notification.constants';
import { t } from '../../lib/i18n';
import { composeMail } from '../mail/mail-layout';
import type { NotificationEvent } from './notify';

/** The mail texts that have a subject and a body: each can be told as an event. */
export type EventTexts = {
  [K in keyof typeof mail]: (typeof mail)[K] extends { subject: string; body: string } ? K : never;
}[keyof typeof mail];

export interface Recipient {
  userID: number;
  email: string;
  /** the greeting's name: a worker's first name, or the business name */
  name: string;
}

/**
 * One event told both ways from the same texts (`mail.<texts>.subject` and `.body`): the in-app
 * notification and the mail, which links to the same place in the app.
 */
export function notificationEvent(args: {
  to: Recipient;
  kind: NotificationKind;
  texts: EventTexts;
  vars: Record<string, string | number>;
  link: { path: string; label: string };
  publicUrl: string;
}): NotificationEvent {
  const title = t(`mail.${args.texts}.subject`, args.vars);
  const body = t(`mail.${args.texts}.body`, args.vars);
  return {
    userID: args.to.userID,
    kind: args.kind,
    title,
    body,
    link: args.link.path,
    mail: args.to.email
      ? composeMail({
          to: args.to.email,
          firstName: args.to.name,
          subject: title,
          paragraphs: [body],
          link: { href: `${args.publicUrl}${args.link.path}`, label: args.link.label },
        })
      : undefined,
  };
}
