import type { CatalogueOf } from '../../locales';
import type { screens as dutch } from '../../nl-BE/web/screens';

export const screens: CatalogueOf<typeof dutch> = {
  jobDetail: {
    back: 'Retour',
  },
  landing: {
    haveAccount: 'Déjà un compte ? Se connecter',
    workerCallToAction: 'Je veux jobber',
    employerCallToAction: 'Je cherche un jobbeur',
    intro:
      "La plateforme pour trouver le job parfait dans l'horeca : du travail flexible dans les cafés, restaurants et hôtels près de chez toi.",
  },
  login: {
    title: 'Se connecter',
    reasonExpired: 'Ta session est terminée. Reconnecte-toi pour reprendre là où tu étais.',
    reasonSignedOut: 'Connecte-toi pour ouvrir cette page. Tu y reviendras directement ensuite.',
    slogan: "Le match parfait dans l'horeca !",
  },
};
