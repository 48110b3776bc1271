export const screens = {
  jobDetail: {
    back: 'Back',
  },
  landing: {
    haveAccount: 'Already have an account? Sign In',
    workerCallToAction: 'Ik wil {{product}}en',
    employerCallToAction: 'Ik zoek een {{product}}aar',
    intro:
      'Het platform om de perfecte job in de horeca te vinden: flexibel werk bij cafés, restaurants en hotels in jouw buurt.',
  },
  login: {
    title: 'Inloggen',
    reasonExpired: 'Je sessie is afgelopen. Log opnieuw in, dan ga je verder waar je was.',
    reasonSignedOut: 'Log in om deze pagina te openen. Daarna kom je meteen terug.',
    slogan: 'A match made in horeca!',
  },
};
