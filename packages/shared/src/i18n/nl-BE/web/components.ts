export const components = {
  todoList: {
    title: 'Te doen',
    nothing: 'Niets dat op je wacht. Nieuwe sollicitanten, uren en berichten komen hier.',
  },
  footer: {
    privacy: 'Privacyverklaring',
    flexibelWerkInDeHoreca: 'De perfecte match tussen horecaprofessionals en werkgevers in België.',
    registerEmployer: 'Registreer als werkgever',
    employerDashboard: 'Werkgeversdashboard',
    forEmployers: 'Voor werkgevers',
    wordProductNameLowerAar: 'Word {{PRODUCT_NAME_LOWER}}aar',
    myProfile: 'Mijn profiel',
    voorProductNameLowerAars: 'Voor {{PRODUCT_NAME_LOWER}}aars',
    address: 'Gent, België',
    email: 'info@jobbel.be',
  },
  languageSwitch: {
    label: 'Taal',
  },
  skipLink: {
    label: 'Naar de inhoud',
  },
  offlineBanner: {
    message:
      'Je bent offline. Wat je ziet kan verouderd zijn; zodra je weer verbinding hebt, laden we alles opnieuw.',
  },
  toaster: {
    close: 'Melding sluiten',
  },
  passwordField: {
    show: 'Toon',
    hide: 'Verberg',
    showField: 'Toon {{field}}',
    hideField: 'Verberg {{field}}',
  },
};
