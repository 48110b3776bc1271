/** Texts of the conversation per application. */
export const messages = {
  todo: {
    unread: 'Ongelezen berichten ({{count}}) van {{name}} · {{job}}',
  },
  toggle: {
    open: 'Berichten',
    close: 'Berichten sluiten',
  },
  thread: {
    title: 'Berichten',
    label: 'Je bericht',
    send: 'Versturen',
    emptyBusiness: 'Nog geen berichten.',
    emptyWorker: 'Nog geen berichten. Antwoorden kan zodra de zaak schrijft.',
    failed: 'De berichten konden niet geladen worden.',
    moment: "d MMM 'om' HH:mm",
    read: 'gelezen',
    sent: 'verstuurd',
    earlier: 'Eerdere berichten',
  },
  inbox: {
    title: 'Berichten',
    link: 'Berichten, {{count}} ongelezen',
    you: 'Jij:',
    unread: '{{count}} ongelezen',
    emptyWorker: 'Nog geen berichten. Een zaak waar je solliciteerde kan je hier schrijven.',
    emptyBusiness: 'Nog geen berichten. Schrijf een sollicitant vanuit het sollicitantenvenster van een job.',
    failed: 'De berichten konden niet geladen worden.',
    more: 'Meer gesprekken',
  },
};
