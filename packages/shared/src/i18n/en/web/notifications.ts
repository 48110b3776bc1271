import type { CatalogueOf } from '../../locales';
import type { notifications as dutch } from '../../nl-BE/web/notifications';

/** Texts of the notification bell. */
export const notifications: CatalogueOf<typeof dutch> = {
  bell: {
    label: 'Notifications ({{count}} unread)',
  },
  panel: {
    title: 'Notifications',
    markAllRead: 'Mark all read',
    earlier: 'Earlier notifications',
    empty: 'No notifications yet.',
    failed: 'Your notifications could not be loaded.',
    unread: 'Unread:',
    moment: "d MMM 'at' HH:mm",
  },
  push: {
    title: 'Push notifications on this device',
    explanation:
      'Get your notifications even when Jobbel is closed: a new applicant, a decision, a message. They follow your in-app notification setting.',
    turnOn: 'Turn on push notifications',
    turnOff: 'Turn off push notifications',
    on: 'This device gets push notifications.',
    off: 'This device gets no push notifications.',
    unsupported:
      "This browser can't show push notifications. On an iPhone it can once you add Jobbel to your home screen.",
    refused: "Your browser blocks Jobbel's notifications. Allow them in your browser's settings.",
    failed: "That didn't work. Please try again.",
  },
};
