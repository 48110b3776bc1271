import type { CatalogueOf } from '../../locales';
import type { faq as dutch } from '../../nl-BE/web/faq';

export const faq: CatalogueOf<typeof dutch> = {
  faqContent: {
    kijkInJeSpamEn: 'Check your spam folder and request a new code after a minute.',
    ikKreegGeenVerificatiecode: "I didn't get a verification code.",
    kiesForgotPasswordOpDe:
      'Choose Forgot password? on the login page. You get a code by email to choose a new password.',
    ikBenMijnWachtwoordVergeten: 'I forgot my password.',
    technicalSupport: 'Technical Support',
    openDeSollicitatiesVanEen:
      "Open a job's applications and choose Accept or Reject. The candidate gets an email straight away.",
    hoeKiesIkEenKandidaat: 'How do I choose a candidate?',
    maakEerstJeBedrijfsprofielAan:
      'First create your business profile in Settings, then choose Post New Job on your dashboard.',
    hoePlaatsIkEenJob: 'How do I post a job?',
    forEmployers: 'For Employers',
    jaZolangZeNogIn: "Yes, as long as it's still pending, through My Applications.",
    kanIkEenSollicitatieIntrekken: 'Can I withdraw an application?',
    openDeJobEnKies:
      'Open the job and choose Apply Now. The employer sees your profile and you get an email as soon as they decide.',
    hoeSolliciteerIkOpEen: 'How do I apply for a job?',
    forBartenders: 'For Bartenders',
    jaJobbelIsErOok: 'Yes, Jobbel is also available as an app for iOS and Android.',
    isErEenApp: 'Is there an app?',
    voorJobbelaarsIsJobbelGratis: 'Jobbel is free for jobbers. Employers can try Jobbel free for 14 days.',
    watKostJobbel: 'What does Jobbel cost?',
    jobbelBrengtHorecazakenEnFlexibele:
      'Jobbel brings hospitality businesses and flexible workers together: jobbers find short jobs in cafés, restaurants and hotels around Ghent.',
    watIsJobbel: 'What is Jobbel?',
    generalQuestions: 'General Questions',
  },
  page: {
    contactSupport: 'Contact Support',
    jeKanOnsMailenOp: 'You can email us at info@jobbel.be.',
    nogEenVraag: 'Still have a question?',
    geenVragenGevonden: 'No questions found.',
    zoekEenVraagOfAntwoord: 'Search for a question or answer',
    zoekInDeVeelgesteldeVragen: 'Search the frequently asked questions',
    veelgesteldeVragen: 'Frequently asked questions',
  },
};
