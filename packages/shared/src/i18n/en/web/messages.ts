import type { CatalogueOf } from '../../locales';
import type { messages as dutch } from '../../nl-BE/web/messages';

/** Texts of the conversation per application. */
export const messages: CatalogueOf<typeof dutch> = {
  todo: {
    unread: 'Unread messages ({{count}}) from {{name}} · {{job}}',
  },
  toggle: {
    open: 'Messages',
    close: 'Close messages',
  },
  thread: {
    title: 'Messages',
    label: 'Your message',
    send: 'Send',
    emptyBusiness: 'No messages yet.',
    emptyWorker: 'No messages yet. You can reply as soon as the business writes.',
    failed: 'The messages could not be loaded.',
    moment: "d MMM 'at' HH:mm",
    read: 'read',
    sent: 'sent',
    earlier: 'Earlier messages',
  },
  inbox: {
    title: 'Messages',
    link: 'Messages, {{count}} unread',
    you: 'You:',
    unread: '{{count}} unread',
    emptyWorker: 'No messages yet. A business you applied to can write to you here.',
    emptyBusiness: "No messages yet. Write to an applicant from a job's applicants window.",
    failed: 'The messages could not be loaded.',
    more: 'More conversations',
  },
};
