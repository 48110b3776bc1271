/** Texts of job alerts. */
export const alerts = {
  frequency: {
    instant: 'Meteen een mail',
    daily: 'Eén mail per dag (8 uur)',
  },
  save: {
    open: 'Bewaar als alert',
    title: 'Alert bewaren',
    name: 'Naam van de alert',
    frequency: 'Hoe vaak',
    submit: 'Alert bewaren',
    cancel: 'Annuleren',
    saved: 'Alert bewaard.',
    defaultName: 'Jobs in {{town}}',
  },
  list: {
    title: 'Jobalerts',
    empty: 'Nog geen alerts: bewaar er een op het dashboard.',
    failed: 'Je alerts konden niet geladen worden.',
    defaultTown: 'Gent',
    radius: 'binnen {{km}} km',
    delete: 'Alert {{name}} verwijderen',
    deleteShort: 'Verwijderen',
  },
};
