/** Texts of "Mijn team" (issue 15, book again). */
export const team = {
  toggle: {
    add: 'Toevoegen aan Mijn team',
    inTeam: 'In Mijn team ✓',
  },
  section: {
    title: 'Mijn team',
    empty: 'Nog niemand in je team. Voeg jobbelaars toe vanuit het sollicitantenoverzicht van een job.',
    failed: 'Je team kon niet geladen worden.',
    job: 'Uitnodigen voor',
    chooseJob: 'Kies een open job',
    invite: 'Uitnodigen',
    invited: '{{invited}} uitgenodigd, {{skipped}} overgeslagen (al gesolliciteerd of uitgenodigd).',
  },
};
