// spec 001 §2: four categories; the texts mention the 14-day trial and the apps as the spec describes them
export const FAQ_CATEGORIES = [
  {
    title: 'General Questions',
    items: [
      {
        q: 'Wat is Jobbel?',
        a: 'Jobbel brengt horecazaken en flexibele krachten samen: jobbelaars vinden korte jobs in cafés, restaurants en hotels rond Gent.',
      },
      {
        q: 'Wat kost Jobbel?',
        a: 'Voor jobbelaars is Jobbel gratis. Werkgevers kunnen Jobbel 14 dagen gratis uitproberen.',
      },
      { q: 'Is er een app?', a: 'Ja, Jobbel is er ook als app voor iOS en Android.' },
    ],
  },
  {
    title: 'For Bartenders',
    items: [
      {
        q: 'Hoe solliciteer ik op een job?',
        a: 'Open de job en kies Apply Now. De werkgever ziet je profiel en je krijgt een e-mail zodra hij beslist.',
      },
      {
        q: 'Kan ik een sollicitatie intrekken?',
        a: 'Ja, zolang ze nog in behandeling is, via My Applications.',
      },
    ],
  },
  {
    title: 'For Employers',
    items: [
      {
        q: 'Hoe plaats ik een job?',
        a: 'Maak eerst je bedrijfsprofiel aan bij Instellingen en kies dan Post New Job op je dashboard.',
      },
      {
        q: 'Hoe kies ik een kandidaat?',
        a: 'Open de sollicitaties van een job en kies Accept of Reject. De kandidaat krijgt meteen een e-mail.',
      },
    ],
  },
  {
    title: 'Technical Support',
    items: [
      {
        q: 'Ik ben mijn wachtwoord vergeten.',
        a: 'Kies Forgot password? op de loginpagina. Je krijgt een code per e-mail om een nieuw wachtwoord te kiezen.',
      },
      {
        q: 'Ik kreeg geen verificatiecode.',
        a: 'Kijk in je spam en vraag na een minuut een nieuwe code aan.',
      },
    ],
  },
] as const;
