/** Texts of the conversation per application (issue 16). */
export const messages = {
  toggle: {
    open: 'Berichten',
    close: 'Berichten sluiten',
  },
  thread: {
    title: 'Berichten',
    label: 'Je bericht',
    send: 'Versturen',
    emptyBusiness: 'Nog geen berichten. Stel hier je vraag aan de jobbelaar.',
    emptyWorker: 'Nog geen berichten. Zodra de zaak je schrijft, kan je hier antwoorden.',
    failed: 'De berichten konden niet geladen worden.',
    moment: "d MMM 'om' HH:mm",
    read: 'gelezen',
    sent: 'verstuurd',
  },
};
