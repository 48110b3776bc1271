import type { CatalogueOf } from '../../locales';
import type { alerts as dutch } from '../../nl-BE/web/alerts';

/** Texts of job alerts. */
export const alerts: CatalogueOf<typeof dutch> = {
  frequency: {
    instant: 'Un e-mail tout de suite',
    daily: 'Un e-mail par jour (8 h)',
  },
  save: {
    open: 'Enregistrer comme alerte',
    title: "Enregistrer l'alerte",
    name: "Nom de l'alerte",
    frequency: 'À quelle fréquence',
    submit: "Enregistrer l'alerte",
    cancel: 'Annuler',
    saved: 'Alerte enregistrée.',
    defaultName: 'Jobs à {{town}}',
  },
  list: {
    title: 'Alertes jobs',
    empty: "Pas encore d'alertes : enregistres-en une depuis le tableau de bord.",
    failed: "Tes alertes n'ont pas pu être chargées.",
    defaultTown: 'Gand',
    radius: 'dans un rayon de {{km}} km',
    delete: "Supprimer l'alerte {{name}}",
    deleteShort: 'Supprimer',
  },
};
