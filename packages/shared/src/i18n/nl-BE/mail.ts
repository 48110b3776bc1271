/** Mails (nl-BE): subject and sentences; the layout adds greeting and signature. */
export const mail = {
  layout: {
    greeting: 'Hallo {{firstName}},',
    signature: 'Groeten,',
    team: 'Het {{product}}-team',
  },
  codes: {
    yourCode: 'Je code: {{code}}',
    validity: 'De code is 10 minuten geldig. Heb je dit niet aangevraagd? Dan mag je deze e-mail negeren.',
  },
  verification: {
    subject: 'Bevestig je e-mailadres voor {{product}}',
    intro: 'Welkom bij {{product}}! Vul deze code in om je e-mailadres te bevestigen.',
  },
  passwordReset: {
    subject: 'Herstel je {{product}}-wachtwoord',
    intro: 'Je vroeg om je wachtwoord opnieuw in te stellen. Vul deze code in en kies een nieuw wachtwoord.',
  },
  applicationAccepted: {
    subject: 'Goed nieuws: je bent aangenomen voor {{title}}',
    body: '{{company}} heeft je sollicitatie voor "{{title}}" aanvaard. Je vindt de details bij Mijn sollicitaties.',
  },
  applicationRejected: {
    subject: 'Je sollicitatie voor {{title}}',
    body: '{{company}} heeft voor "{{title}}" voor iemand anders gekozen. Er staan nog veel andere jobs voor je klaar.',
  },
  jobCancelled: {
    subject: 'Je shift voor {{title}} gaat niet door',
    body: '{{company}} heeft de job "{{title}}" ({{start}}) geschrapt. Je sollicitatie staat nu op geannuleerd en de shift is uit je agenda gehaald.',
  },
  links: {
    myApplications: 'Mijn sollicitaties',
  },
};
