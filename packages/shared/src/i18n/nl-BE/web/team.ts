/** Texts of "Mijn team" (book again). */
export const team = {
  toggle: {
    add: 'Toevoegen aan Mijn team',
    inTeam: 'In Mijn team ✓',
  },
  section: {
    title: 'Mijn team',
    empty: 'Nog niemand in je team: voeg jobbelaars toe bij de sollicitanten.',
    failed: 'Je team kon niet geladen worden.',
    job: 'Uitnodigen voor',
    chooseJob: 'Kies een open job',
    invite: 'Uitnodigen',
    invited: '{{invited}} uitgenodigd, {{skipped}} overgeslagen.',
    more: 'Meer teamleden',
  },
};
