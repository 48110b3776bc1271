// jsdom's browser reads English: component tests read the default language, as the spec writes it,
// unless a test chooses another (imported before lib/i18n reads the choice)
localStorage.setItem('jobbel.language', 'nl-BE');
