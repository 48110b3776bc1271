import type { CatalogueOf } from '../../locales';
import type { faq as dutch } from '../../nl-BE/web/faq';

export const faq: CatalogueOf<typeof dutch> = {
  faqContent: {
    noCodeAnswer: 'Regarde dans tes spams et demande un nouveau code après une minute.',
    noCodeQuestion: "Je n'ai pas reçu de code de vérification.",
    forgotPasswordAnswer:
      'Choisis « Mot de passe oublié ? » sur la page de connexion. Tu reçois un code par e-mail pour choisir un nouveau mot de passe.',
    forgotPasswordQuestion: "J'ai oublié mon mot de passe.",
    supportCategory: 'Support technique',
    chooseCandidateAnswer:
      'Ouvre les candidatures d’un job et choisis Accepter ou Refuser. Le candidat reçoit tout de suite un e-mail.',
    chooseCandidateQuestion: 'Comment choisir un candidat ?',
    postJobAnswer:
      "Crée d'abord ton profil d'établissement dans les Paramètres, puis choisis « Publier un nouveau job » sur ton tableau de bord.",
    postJobQuestion: 'Comment publier un job ?',
    employersCategory: 'Pour les employeurs',
    withdrawAnswer: "Oui, tant qu'elle est en attente, via Mes candidatures.",
    withdrawQuestion: 'Puis-je retirer une candidature ?',
    applyAnswer:
      "Ouvre le job et choisis Postuler. L'employeur voit ton profil et tu reçois un e-mail dès qu'il décide.",
    applyQuestion: 'Comment postuler pour un job ?',
    workersCategory: 'Pour les jobbeurs',
    appAnswer: 'Oui, Jobbel existe aussi en app pour iOS et Android.',
    appQuestion: 'Y a-t-il une app ?',
    priceAnswer:
      'Pour les jobbeurs, Jobbel est gratuit. Les employeurs peuvent essayer Jobbel gratuitement pendant 14 jours.',
    priceQuestion: 'Combien coûte Jobbel ?',
    aboutAnswer:
      'Jobbel réunit les établissements horeca et les travailleurs flexibles : les jobbeurs trouvent des jobs courts dans des cafés, restaurants et hôtels autour de Gand.',
    aboutQuestion: "Qu'est-ce que Jobbel ?",
    generalCategory: 'Questions générales',
  },
  page: {
    contactSupport: 'Contacter le support',
    contactText: 'Tu peux nous écrire à info@jobbel.be.',
    contactTitle: 'Encore une question ?',
    none: 'Aucune question trouvée.',
    searchPlaceholder: 'Cherche une question ou une réponse',
    searchLabel: 'Chercher dans les questions fréquentes',
    title: 'Questions fréquentes',
  },
};
