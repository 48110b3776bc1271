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
  shiftCancelledByBusiness: {
    subject: 'Je shift voor {{title}} is geannuleerd',
    body: '{{company}} heeft je shift "{{title}}" ({{start}}) geannuleerd. Reden: {{reason}}',
  },
  shiftCancelledByWorker: {
    subject: '{{worker}} heeft de shift voor {{title}} geannuleerd',
    body: '{{worker}} komt niet werken voor "{{title}}" ({{start}}). De plaats is weer vrij voor andere jobbelaars.',
  },
  noShowClaimed: {
    subject: '{{company}} meldt dat je niet kwam opdagen',
    body: '{{company}} heeft je gemarkeerd als niet opgedaagd voor "{{title}}" ({{start}}). Klopt dat niet, bijvoorbeeld omdat je er wel was of omdat het uur veranderd was? Betwist het binnen 72 uur bij Mijn sollicitaties.',
  },
  noShowContested: {
    subject: '{{worker}} betwist de no-show voor {{title}}',
    body: '{{worker}} zegt dat de melding "niet opgedaagd" voor "{{title}}" ({{start}}) niet klopt: {{reason}} Bevestig of trek de melding in bij je dashboard. Tot dan telt ze niet mee.',
  },
  noShowWithdrawn: {
    subject: '{{company}} heeft de no-show ingetrokken',
    body: '{{company}} heeft de melding "niet opgedaagd" voor "{{title}}" ({{start}}) ingetrokken. Ze telt niet mee; bevestig nu je gewerkte uren bij Mijn sollicitaties.',
  },
  noShowConfirmed: {
    subject: '{{company}} houdt de no-show voor {{title}} aan',
    body: '{{company}} heeft je bezwaar gelezen en houdt de melding "niet opgedaagd" voor "{{title}}" ({{start}}) aan. Ze telt mee in je betrouwbaarheid.',
  },
  shiftCancelledByWorkerWithReason: {
    subject: '{{worker}} heeft de shift voor {{title}} geannuleerd',
    body: '{{worker}} komt niet werken voor "{{title}}" ({{start}}). Reden: {{reason}} De plaats is weer vrij voor andere jobbelaars.',
  },
  invitationAccepted: {
    subject: '{{worker}} komt werken: {{title}}',
    body: '{{worker}} heeft je uitnodiging voor "{{title}}" ({{start}}) aanvaard. De shift is geboekt.',
  },
  invitationDeclined: {
    subject: '{{worker}} kan niet voor {{title}}',
    body: '{{worker}} heeft je uitnodiging voor "{{title}}" ({{start}}) geweigerd. Nodig iemand anders uit of wacht op sollicitaties.',
  },
  shiftChangeProposed: {
    subject: '{{company}} wil je shift {{title}} wijzigen',
    body: '{{company}} wil je geboekte shift "{{title}}" wijzigen: {{changes}}. Tot je de wijziging aanvaardt, blijft je shift zoals afgesproken. Aanvaard of weiger bij Mijn sollicitaties; weigeren annuleert de shift zonder dat het tegen je telt.',
  },
  shiftUpdated: {
    subject: '{{company}} heeft {{title}} bijgewerkt',
    body: '{{company}} heeft de beschrijving van je shift "{{title}}" ({{start}}) bijgewerkt. Je uren, plaats en loon blijven zoals afgesproken.',
  },
  shiftChangeAccepted: {
    subject: '{{worker}} aanvaardt de wijziging van {{title}}',
    body: '{{worker}} heeft de wijziging van "{{title}}" aanvaard: de shift is geboekt op de nieuwe voorwaarden.',
  },
  shiftChangeDeclined: {
    subject: '{{worker}} weigert de wijziging van {{title}}',
    body: '{{worker}} heeft de wijziging van "{{title}}" geweigerd: de shift is geannuleerd en de plaats is weer vrij.',
  },
  shiftReminder: {
    subject: 'Morgen: {{title}} bij {{company}}',
    body: 'Een herinnering: je shift "{{title}}" bij {{company}} begint op {{start}}. Kan je toch niet? Annuleer dan zo snel mogelijk bij Mijn sollicitaties.',
  },
  hoursToConfirm: {
    subject: 'Bevestig je uren voor {{title}}',
    body: 'Je shift "{{title}}" bij {{company}} ({{start}}) is voorbij. Bevestig bij Mijn sollicitaties hoe lang je gewerkt hebt, dan kan {{company}} je uren goedkeuren.',
  },
  hoursSubmitted: {
    subject: '{{worker}} bevestigde de uren voor {{title}}',
    body: '{{worker}} werkte {{hours}} uur voor "{{title}}" ({{start}}). Keur de uren goed of pas ze aan bij je dashboard; na 72 uur worden ze automatisch goedgekeurd.',
  },
  hoursSubmittedFarFromPlan: {
    subject: '{{worker}} bevestigde de uren voor {{title}}: kijk ze na',
    body: '{{worker}} werkte volgens haar {{hours}} uur voor "{{title}}" ({{start}}). Dat wijkt meer dan een kwart af van de geplande uren, dus ze worden niet automatisch goedgekeurd: keur ze goed of pas ze aan bij je dashboard.',
  },
  inszNeeded: {
    subject: '{{company}} heeft je rijksregisternummer nodig',
    body: 'Je bent geboekt voor "{{title}}". Om je werk aan te geven bij de RSZ (de Dimona) heeft {{company}} je rijksregisternummer nodig, of je BIS-nummer als je geen Belg bent. Vul het in bij je profiel. Alleen een werkgever die je boekt, ziet het, en in je privacy-instellingen zie je wie het zag en wanneer.',
  },
  unsignedStudentContract: {
    subject: 'Studentencontract voor "{{title}}" nog niet getekend',
    body: 'De shift "{{title}}" begint {{start}}. Een student mag pas werken met een studentenovereenkomst die jullie allebei tekenden voor het begin. Lees en teken het contract in Jobbel.',
  },
  contractSigned: {
    subject: '{{signer}} tekende het contract voor "{{title}}"',
    body: '{{signer}} tekende het contract voor "{{title}}" ({{start}}). Lees het en teken ook, dan is het rond.',
  },
  dataExportReady: {
    subject: 'Je gegevens staan klaar',
    body: 'De export van je gegevens is klaar. Download hem in Jobbel bij Instellingen › Privacy, tot {{expires}}; daarna wordt hij gewist.',
  },
  workerLeaves: {
    subject: '{{worker}} verwijdert het account',
    body: '{{worker}} vroeg om het Jobbel-account te verwijderen, op {{due}}. De shift "{{title}}" {{start}} blijft geboekt; neem contact op als je wil weten of die doorgaat.',
  },
  businessLeaves: {
    subject: '{{business}} sluit de job "{{title}}"',
    body: '{{business}} verwijdert het Jobbel-account. De job "{{title}}" ({{start}}) neemt geen sollicitaties meer aan, en de jouwe vervalt. Zoek gerust een andere shift.',
  },
  checkedByHand: {
    subject: '{{business}} registreerde je {{kind}} met de hand',
    body: '{{business}} noteerde voor "{{title}}" je {{kind}} om {{time}}, met de hand. Reden: {{reason}}. Klopt het niet? Stuur de zaak een bericht voor je je uren indient.',
  },
  checkKinds: { in: 'aankomst', out: 'vertrek' },
  checkInReminder: {
    subject: 'Check zo meteen in voor "{{title}}"',
    body: 'Je shift bij {{business}} begint {{start}}. Scan bij aankomst de code op het scherm van de zaak, of typ de 6 cijfers eronder: zo staan je uren meteen juist.',
  },
  noCheckIn: {
    subject: '{{worker}} is nog niet ingecheckt',
    body: '{{worker}} begon {{start}} aan "{{title}}" en is nog niet ingecheckt. Is {{worker}} er niet, meld dan een no-show; is {{worker}} er wel, check dan met de hand in. Of wacht nog even.',
  },
  dimonaDueSoon: {
    subject: 'Dimona voor {{worker}} nog niet aangegeven',
    body: '{{worker}} begint {{start}} als {{regime}} aan "{{title}}". De Dimona moet bij de RSZ zijn voor de start. Geef ze aan en vul de periode-ID in bij je dashboard, onder Dimona te doen.',
  },
  dimonaDueNow: {
    subject: 'De shift van {{worker}} begint: de Dimona ontbreekt nog',
    body: '{{worker}} begint nu aan "{{title}}" ({{start}}) en de Dimona staat nog niet als aangegeven. Werken zonder Dimona is niet toegelaten: geef ze meteen aan en vul de periode-ID in bij je dashboard.',
  },
  hoursAutoApproveSoon: {
    subject: 'Morgen worden de uren van {{worker}} automatisch goedgekeurd',
    body: 'De uren die {{worker}} bevestigde voor "{{title}}" ({{start}}), {{hours}} uur, worden binnen 24 uur automatisch goedgekeurd. Kloppen ze niet? Pas ze nu aan bij je dashboard.',
  },
  hoursContested: {
    subject: '{{worker}} betwist de aangepaste uren voor {{title}}',
    body: '{{worker}} is het niet eens met de aangepaste uren voor "{{title}}" ({{start}}): {{comment}} Beslis bij je dashboard: jouw aanpassing of haar uren. Die beslissing is definitief.',
  },
  hoursSettled: {
    subject: 'De uren voor {{title}} liggen vast',
    body: '{{company}} heeft over je bezwaar beslist: je uren voor "{{title}}" zijn {{hours}} uur. Dat is definitief.',
  },
  hoursApproved: {
    subject: 'Je uren voor {{title}} zijn goedgekeurd',
    body: 'Je uren voor "{{title}}" bij {{company}} zijn goedgekeurd: {{hours}} uur. Geef {{company}} nu ook een beoordeling, dat kan 14 dagen.',
  },
  hoursCorrected: {
    subject: 'Je uren voor {{title}} zijn aangepast',
    body: '{{company}} heeft je uren voor "{{title}}" aangepast naar {{hours}} uur. Opmerking: {{comment}} Geef {{company}} nu ook een beoordeling, dat kan 14 dagen.',
  },
  ratingOpen: {
    subject: 'Beoordeel {{worker}} voor {{title}}',
    body: 'De uren van {{worker}} voor "{{title}}" ({{start}}) zijn goedgekeurd. Geef een beoordeling in het sollicitantenoverzicht van de job, dat kan 14 dagen.',
  },
  teamInvitation: {
    subject: '{{company}} nodigt je uit: {{title}}',
    body: '{{company}} rekent graag opnieuw op jou en nodigt je uit voor "{{title}}" ({{start}}). Aanvaarden kan met één klik bij Mijn sollicitaties.',
  },
  unsubscribe: {
    email: 'Geen e-mails meer over je sollicitaties en shifts? Zet ze met één klik uit:',
    jobAlerts: 'Geen jobalerts meer per e-mail? Zet ze met één klik uit:',
    messages: 'Geen e-mails meer over nieuwe berichten? Zet ze met één klik uit:',
    link: 'Uitschrijven',
    done: 'Je krijgt deze e-mails niet meer. Je kan ze altijd terug aanzetten bij Instellingen in Jobbel.',
  },
  newApplicant: {
    subject: 'Nieuwe sollicitant voor {{title}}',
    body: '{{worker}} solliciteerde voor "{{title}}" ({{start}}). Bekijk de sollicitatie in je dashboard.',
  },
  newMessage: {
    subject: 'Nieuw bericht over {{title}}',
    body: '{{from}} schreef: "{{excerpt}}"',
  },
  jobAlert: {
    subject: 'Nieuwe job voor je alert "{{alert}}": {{title}}',
    body: '{{company}} zoekt iemand voor "{{title}}" in {{location}}, {{start}}.',
  },
  alertDigest: {
    subject: {
      one: 'Je jobalerts van vandaag: 1 nieuwe job',
      other: 'Je jobalerts van vandaag: {{count}} nieuwe jobs',
    },
    intro: 'Sinds gisteren kwamen deze jobs bij die bij je alerts passen:',
    line: '{{title}} — {{location}}, {{start}}: {{link}}',
  },
  actions: {
    noShow: 'Niet opgedaagd',
    wait: 'Nog even wachten',
  },
  links: {
    privacy: 'Naar je privacy-instellingen',
    contract: 'Naar het contract',
    checkIn: 'Naar het inchecken',
    job: 'Bekijk de job',
    dashboard: 'Naar de jobs',
    myApplications: 'Mijn sollicitaties',
    employerDashboard: 'Naar je dashboard',
    messages: 'Naar je berichten',
    profileSettings: 'Naar je profiel',
  },
};
