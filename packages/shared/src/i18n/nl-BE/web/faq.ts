export const faq = {
  faqContent: {
    noCodeAnswer: 'Kijk in je spam en vraag na een minuut een nieuwe code aan.',
    noCodeQuestion: 'Ik kreeg geen verificatiecode.',
    forgotPasswordAnswer:
      'Kies Forgot password? op de loginpagina. Je krijgt een code per e-mail om een nieuw wachtwoord te kiezen.',
    forgotPasswordQuestion: 'Ik ben mijn wachtwoord vergeten.',
    supportCategory: 'Technical Support',
    chooseCandidateAnswer:
      'Open de sollicitaties van een job en kies Accept of Reject. De kandidaat krijgt meteen een e-mail.',
    chooseCandidateQuestion: 'Hoe kies ik een kandidaat?',
    postJobAnswer:
      'Maak eerst je bedrijfsprofiel aan bij Instellingen en kies dan Post New Job op je dashboard.',
    postJobQuestion: 'Hoe plaats ik een job?',
    employersCategory: 'For Employers',
    withdrawAnswer: 'Ja, zolang ze nog in behandeling is, via My Applications.',
    withdrawQuestion: 'Kan ik een sollicitatie intrekken?',
    applyAnswer:
      'Open de job en kies Apply Now. De werkgever ziet je profiel en je krijgt een e-mail zodra hij beslist.',
    applyQuestion: 'Hoe solliciteer ik op een job?',
    workersCategory: 'For Bartenders',
    appAnswer: 'Ja, Jobbel is er ook als app voor iOS en Android.',
    appQuestion: 'Is er een app?',
    priceAnswer: 'Voor jobbelaars is Jobbel gratis. Werkgevers kunnen Jobbel 14 dagen gratis uitproberen.',
    priceQuestion: 'Wat kost Jobbel?',
    aboutAnswer:
      'Jobbel brengt horecazaken en flexibele krachten samen: jobbelaars vinden korte jobs in cafés, restaurants en hotels rond Gent.',
    aboutQuestion: 'Wat is Jobbel?',
    generalCategory: 'General Questions',
  },
  page: {
    contactSupport: 'Contact Support',
    contactText: 'Je kan ons mailen op info@jobbel.be.',
    contactTitle: 'Nog een vraag?',
    none: 'Geen vragen gevonden.',
    searchPlaceholder: 'Zoek een vraag of antwoord',
    searchLabel: 'Zoek in de veelgestelde vragen',
    title: 'Veelgestelde vragen',
  },
};
