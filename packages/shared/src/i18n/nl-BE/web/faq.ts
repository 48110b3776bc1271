export const faq = {
  faqContent: {
    kijkInJeSpamEn: 'Kijk in je spam en vraag na een minuut een nieuwe code aan.',
    ikKreegGeenVerificatiecode: 'Ik kreeg geen verificatiecode.',
    kiesForgotPasswordOpDe:
      'Kies Forgot password? op de loginpagina. Je krijgt een code per e-mail om een nieuw wachtwoord te kiezen.',
    ikBenMijnWachtwoordVergeten: 'Ik ben mijn wachtwoord vergeten.',
    technicalSupport: 'Technical Support',
    openDeSollicitatiesVanEen:
      'Open de sollicitaties van een job en kies Accept of Reject. De kandidaat krijgt meteen een e-mail.',
    hoeKiesIkEenKandidaat: 'Hoe kies ik een kandidaat?',
    maakEerstJeBedrijfsprofielAan:
      'Maak eerst je bedrijfsprofiel aan bij Instellingen en kies dan Post New Job op je dashboard.',
    hoePlaatsIkEenJob: 'Hoe plaats ik een job?',
    forEmployers: 'For Employers',
    jaZolangZeNogIn: 'Ja, zolang ze nog in behandeling is, via My Applications.',
    kanIkEenSollicitatieIntrekken: 'Kan ik een sollicitatie intrekken?',
    openDeJobEnKies:
      'Open de job en kies Apply Now. De werkgever ziet je profiel en je krijgt een e-mail zodra hij beslist.',
    hoeSolliciteerIkOpEen: 'Hoe solliciteer ik op een job?',
    forBartenders: 'For Bartenders',
    jaJobbelIsErOok: 'Ja, Jobbel is er ook als app voor iOS en Android.',
    isErEenApp: 'Is er een app?',
    voorJobbelaarsIsJobbelGratis:
      'Voor jobbelaars is Jobbel gratis. Werkgevers kunnen Jobbel 14 dagen gratis uitproberen.',
    watKostJobbel: 'Wat kost Jobbel?',
    jobbelBrengtHorecazakenEnFlexibele:
      'Jobbel brengt horecazaken en flexibele krachten samen: jobbelaars vinden korte jobs in cafés, restaurants en hotels rond Gent.',
    watIsJobbel: 'Wat is Jobbel?',
    generalQuestions: 'General Questions',
  },
  page: {
    contactSupport: 'Contact Support',
    jeKanOnsMailenOp: 'Je kan ons mailen op info@jobbel.be.',
    nogEenVraag: 'Nog een vraag?',
    geenVragenGevonden: 'Geen vragen gevonden.',
    zoekEenVraagOfAntwoord: 'Zoek een vraag of antwoord',
    zoekInDeVeelgesteldeVragen: 'Zoek in de veelgestelde vragen',
    veelgesteldeVragen: 'Veelgestelde vragen',
  },
};
