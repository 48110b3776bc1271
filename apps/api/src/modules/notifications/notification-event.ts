import type { Language } from '@jobbel/shared/i18n/locales';
import type { mail } from '@jobbel/shared/i18n/nl-BE/mail';
import type { NotificationKind } from '@jobbel/shared/notifications/notification.constants';
import { inLanguage, t } from '../../lib/i18n';
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
  /** the language the recipient reads: their notice and mail are written in it */
  language: Language;
}

/**
 * A value of a notice's text: a word written in a language (a moment, 'the employer') is given as a
 * function, which runs in the recipient's language rather than the sender's.
 */
export type EventVar = string | number | (() => string);

/**
 * One event told both ways from the same texts (`mail.<texts>.subject` and `.body`): the in-app
 * notification and the mail, which links to the same place in the app.
 */
export function notificationEvent(args: {
  to: Recipient;
  kind: NotificationKind;
  texts: EventTexts;
  vars: Record<string, EventVar>;
  link: { path: string; label: keyof (typeof mail)['links'] };
  /** buttons of the push notification: a label of `mail.actions`, and the path it opens (none: it only closes) */
  actions?: { action: keyof (typeof mail)['actions']; path?: string }[];
  publicUrl: string;
}): NotificationEvent {
  return inLanguage(args.to.language, () => writtenEvent(args));
}

function writtenEvent(args: Parameters<typeof notificationEvent>[0]): NotificationEvent {
  const vars = Object.fromEntries(
    Object.entries(args.vars).map(([name, value]) => [name, typeof value === 'function' ? value() : value]),
  );
  const title = t(`mail.${args.texts}.subject`, vars);
  const body = t(`mail.${args.texts}.body`, vars);
  return {
    userID: args.to.userID,
    kind: args.kind,
    title,
    body,
    link: args.link.path,
    actions: args.actions?.map(({ action, path }) => ({
      action,
      title: t(`mail.actions.${action}`),
      link: path,
    })),
    language: args.to.language,
    mail: args.to.email
      ? composeMail({
          to: args.to.email,
          firstName: args.to.name,
          subject: title,
          paragraphs: [body],
          link: { href: `${args.publicUrl}${args.link.path}`, label: t(`mail.links.${args.link.label}`) },
        })
      : undefined,
  };
}
