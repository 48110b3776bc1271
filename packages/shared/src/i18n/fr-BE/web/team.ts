import type { CatalogueOf } from '../../locales';
import type { team as dutch } from '../../nl-BE/web/team';

/** Texts of "Mijn team" (book again). */
export const team: CatalogueOf<typeof dutch> = {
  toggle: {
    add: 'Ajouter à Mon équipe',
    inTeam: 'Dans Mon équipe ✓',
  },
  section: {
    title: 'Mon équipe',
    empty: "Personne dans ton équipe pour l'instant : ajoute des jobbeurs depuis les candidats.",
    failed: "Ton équipe n'a pas pu être chargée.",
    job: 'Inviter pour',
    chooseJob: 'Choisis un job ouvert',
    invite: 'Inviter',
    invited: '{{invited}} invités, {{skipped}} ignorés.',
    more: "Plus de membres de l'équipe",
  },
};
