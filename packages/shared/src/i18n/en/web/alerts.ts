import type { CatalogueOf } from '../../locales';
import type { alerts as dutch } from '../../nl-BE/web/alerts';

/** Texts of job alerts. */
export const alerts: CatalogueOf<typeof dutch> = {
  frequency: {
    instant: 'An email right away',
    daily: 'One email a day (8 am)',
  },
  save: {
    open: 'Save as alert',
    title: 'Save alert',
    name: 'Name of the alert',
    frequency: 'How often',
    submit: 'Save alert',
    cancel: 'Cancel',
    saved: 'Alert saved.',
    defaultName: 'Jobs in {{town}}',
  },
  list: {
    title: 'Job alerts',
    empty: 'No alerts yet: save one on the dashboard.',
    failed: 'Your alerts could not be loaded.',
    defaultTown: 'Ghent',
    radius: 'within {{km}} km',
    delete: 'Delete alert {{name}}',
    deleteShort: 'Delete',
  },
};
