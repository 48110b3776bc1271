/** Texts of the notification bell (issue 16). */
export const notifications = {
  bell: {
    label: 'Meldingen ({{count}} ongelezen)',
  },
  panel: {
    title: 'Meldingen',
    markAllRead: 'Alles gelezen',
    empty: 'Nog geen meldingen.',
    failed: 'Je meldingen konden niet geladen worden.',
    unread: 'Ongelezen:',
    moment: "d MMM 'om' HH:mm",
  },
};
