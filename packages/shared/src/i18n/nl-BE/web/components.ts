export const components = {
  todoList: {
    title: 'Te doen',
    nothing: 'Niets dat op je wacht. Nieuwe sollicitanten, uren en berichten komen hier.',
  },
  footer: {
    flexibelWerkInDeHoreca: 'De perfecte match tussen horecaprofessionals en werkgevers in België.',
    registreerAlsWerkgever: 'Registreer als werkgever',
    werkgeversdashboard: 'Werkgeversdashboard',
    voorWerkgevers: 'Voor werkgevers',
    wordProductNameLowerAar: 'Word {{PRODUCT_NAME_LOWER}}aar',
    mijnProfiel: 'Mijn profiel',
    voorProductNameLowerAars: 'Voor {{PRODUCT_NAME_LOWER}}aars',
    gentBelgie: 'Gent, België',
    infoJobbelBe: 'info@jobbel.be',
  },
  languageSwitch: {
    label: 'Taal',
  },
  skipLink: {
    naarDeInhoud: 'Naar de inhoud',
  },
  offlineBanner: {
    jeBentOffline:
      'Je bent offline. Wat je ziet kan verouderd zijn; zodra je weer verbinding hebt, laden we alles opnieuw.',
  },
  toaster: {
    meldingSluiten: 'Melding sluiten',
  },
  passwordField: {
    toon: 'Toon',
    verberg: 'Verberg',
    showField: 'Toon {{field}}',
    hideField: 'Verberg {{field}}',
  },
};
