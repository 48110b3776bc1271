export const settings = {
  deletion: {
    title: 'Account verwijderen',
    intro:
      'Je account wordt 30 dagen na je vraag verwijderd. Tot dan is je profiel verborgen en kan je de verwijdering annuleren door aan te melden. Je open sollicitaties worden ingetrokken, en zaken waar je geboekt bent, horen het.',
    erased:
      'Daarna wissen we je naam, contactgegevens, adres, foto, bio, vaardigheden, ervaring, jobmeldingen, meldingen en de tekst van je berichten; beoordelingen blijven als cijfer zonder naam.',
    kept: 'Wat de wet een werkgever laat bewaren (je geboekte shifts, uren, in- en uitchecks en getekende contracten, met je rijksregisternummer versleuteld) blijft vijf jaar na de shift bij die werkgever alleen, en wordt dan ook gewist.',
    businessExports:
      'Je blijft zelf verantwoordelijk voor de registers van je zaak: download eerst je exports voor het sociaal secretariaat en je contracten. Je open jobs sluiten meteen, en wie erop wacht, hoort het.',
    toContracts: 'Naar je contracten',
    exportFirst: 'Wil je je gegevens houden? Download ze dan eerst hierboven.',
    password: 'Je wachtwoord',
    understood: 'Ik begrijp dat mijn account na 30 dagen verwijderd wordt',
    submit: 'Account verwijderen',
    scheduled: 'Je account wordt verwijderd op {{moment}}. Tot dan kan je dat annuleren.',
    cancel: 'Verwijdering annuleren',
    cancelled: 'Je account blijft bestaan.',
  },
  myData: {
    title: 'Mijn gegevens downloaden',
    intro:
      'Alles wat Jobbel over je account bewaart, in één zip: een JSON-bestand per soort gegeven, elke tabel ook als CSV, en een leesmij die alles uitlegt. We maken hem klaar op de achtergrond en laten je weten wanneer hij klaar is. Je kan hem 7 dagen downloaden; één keer per dag kan je een nieuwe vragen.',
    ask: 'Mijn gegevens downloaden',
    asked: 'We maken je export klaar. Je krijgt een melding zodra hij klaar is.',
    states: {
      pending: 'Wordt klaargemaakt…',
      building: 'Wordt klaargemaakt…',
      ready: 'Klaar',
      failed: 'Mislukt. Vraag gerust een nieuwe.',
    },
    requested: 'Gevraagd {{moment}}',
    expires: 'Te downloaden tot {{moment}}',
    download: 'Downloaden ({{size}})',
    loadFailed: 'Je exports konden niet geladen worden.',
    downloadFailed: 'De export kon niet gedownload worden.',
  },
  preferencesSection: {
    showPhone: 'Toon mijn telefoonnummer',
    showEmail: 'Toon mijn e-mailadres',
    profileVisible: 'Profiel zichtbaar voor anderen',
    messages: 'Berichten',
    matchingJobs: 'Nieuwe jobs die bij je passen',
    inApp: 'Meldingen in de app',
    email: 'E-mailmeldingen',
  },
  profileSection: {
    inszStored: 'Opgeslagen: {{insz}}',
    inszShow: 'Tonen',
    inszHide: 'Verbergen',
    inszPassword: 'Je wachtwoord, om het te tonen',
    inszNew: 'Nieuw rijksregisternummer',
    inszKeep: 'Laat leeg om het opgeslagen nummer te houden.',
    bio: 'Bio',
    town: 'Woonplaats',
    languageHint: 'Jobbel, je e-mails en je meldingen in deze taal, op al je toestellen.',
  },
  securitySection: {
    changePassword: 'Wachtwoord wijzigen',
    currentPassword: 'Huidig wachtwoord',
    passwordChanged: 'Password changed successfully!',
  },
  settingsLayout: {
    tryAgain: 'Try Again',
    loadFailedTitle: 'Failed to Load Profile Data',
    title: 'Instellingen',
    signedOutTitle: 'Not Authenticated',
    signedIn: 'Authenticated',
    backToProfile: '← Terug naar profiel',
  },
  settingsSections: {
    legal: 'Wettelijke gegevens',
    workStatus: 'Werkstatuut',
    privacy: 'Privacy',
    notifications: 'Meldingen',
    security: 'Beveiliging',
    professional: 'Professioneel',
  },
  settingsLoadError: {
    serverError:
      'We konden je profielgegevens niet laden door een tijdelijke serverfout. Probeer het later opnieuw.',
  },
};
