/** Texts of the notification bell. */
export const notifications = {
  bell: {
    label: 'Meldingen ({{count}} ongelezen)',
  },
  panel: {
    title: 'Meldingen',
    markAllRead: 'Alles gelezen',
    earlier: 'Eerdere meldingen',
    empty: 'Nog geen meldingen.',
    failed: 'Je meldingen konden niet geladen worden.',
    unread: 'Ongelezen:',
    moment: "d MMM 'om' HH:mm",
  },
  push: {
    title: 'Pushmeldingen op dit toestel',
    explanation:
      'Krijg je meldingen ook als Jobbel gesloten is: een nieuwe sollicitant, een beslissing, een bericht. Ze volgen je instelling voor meldingen in de app.',
    turnOn: 'Pushmeldingen aanzetten',
    turnOff: 'Pushmeldingen uitzetten',
    on: 'Dit toestel krijgt pushmeldingen.',
    off: 'Dit toestel krijgt geen pushmeldingen.',
    unsupported:
      'Deze browser kan geen pushmeldingen tonen. Op een iPhone kan het wel wanneer je Jobbel op je beginscherm zet.',
    refused: 'Je browser blokkeert meldingen van Jobbel. Sta ze toe in de instellingen van je browser.',
    failed: 'Dat lukte niet. Probeer het opnieuw.',
  },
};
