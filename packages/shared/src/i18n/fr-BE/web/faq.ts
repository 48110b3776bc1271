import type { CatalogueOf } from '../../locales';
import type { faq as dutch } from '../../nl-BE/web/faq';

export const faq: CatalogueOf<typeof dutch> = {
  faqContent: {
    kijkInJeSpamEn: 'Regarde dans tes spams et demande un nouveau code après une minute.',
    ikKreegGeenVerificatiecode: "Je n'ai pas reçu de code de vérification.",
    kiesForgotPasswordOpDe:
      'Choisis « Mot de passe oublié ? » sur la page de connexion. Tu reçois un code par e-mail pour choisir un nouveau mot de passe.',
    ikBenMijnWachtwoordVergeten: "J'ai oublié mon mot de passe.",
    technicalSupport: 'Support technique',
    openDeSollicitatiesVanEen:
      'Ouvre les candidatures d’un job et choisis Accepter ou Refuser. Le candidat reçoit tout de suite un e-mail.',
    hoeKiesIkEenKandidaat: 'Comment choisir un candidat ?',
    maakEerstJeBedrijfsprofielAan:
      "Crée d'abord ton profil d'établissement dans les Paramètres, puis choisis « Publier un nouveau job » sur ton tableau de bord.",
    hoePlaatsIkEenJob: 'Comment publier un job ?',
    forEmployers: 'Pour les employeurs',
    jaZolangZeNogIn: "Oui, tant qu'elle est en attente, via Mes candidatures.",
    kanIkEenSollicitatieIntrekken: 'Puis-je retirer une candidature ?',
    openDeJobEnKies:
      "Ouvre le job et choisis Postuler. L'employeur voit ton profil et tu reçois un e-mail dès qu'il décide.",
    hoeSolliciteerIkOpEen: 'Comment postuler pour un job ?',
    forBartenders: 'Pour les jobbeurs',
    jaJobbelIsErOok: 'Oui, Jobbel existe aussi en app pour iOS et Android.',
    isErEenApp: 'Y a-t-il une app ?',
    voorJobbelaarsIsJobbelGratis:
      'Pour les jobbeurs, Jobbel est gratuit. Les employeurs peuvent essayer Jobbel gratuitement pendant 14 jours.',
    watKostJobbel: 'Combien coûte Jobbel ?',
    jobbelBrengtHorecazakenEnFlexibele:
      'Jobbel réunit les établissements horeca et les travailleurs flexibles : les jobbeurs trouvent des jobs courts dans des cafés, restaurants et hôtels autour de Gand.',
    watIsJobbel: "Qu'est-ce que Jobbel ?",
    generalQuestions: 'Questions générales',
  },
  page: {
    contactSupport: 'Contacter le support',
    jeKanOnsMailenOp: 'Tu peux nous écrire à info@jobbel.be.',
    nogEenVraag: 'Encore une question ?',
    geenVragenGevonden: 'Aucune question trouvée.',
    zoekEenVraagOfAntwoord: 'Cherche une question ou une réponse',
    zoekInDeVeelgesteldeVragen: 'Chercher dans les questions fréquentes',
    veelgesteldeVragen: 'Questions fréquentes',
  },
};
