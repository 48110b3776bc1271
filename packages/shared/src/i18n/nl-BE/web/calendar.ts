export const calendar = {
  calendarEntries: {
    horecaJobdagGent: 'Horeca Jobdag Gent',
    baristaWorkshopLatteArt: 'Barista workshop latte art',
    haccpBasisopleiding: 'HACCP-basisopleiding',
  },
  calendarHeader: {
    zelfItemsToevoegenKomtBinnenkort: '”: zelf items toevoegen komt binnenkort.',
    modus: 'Modus “',
    mijnAgenda: 'Mijn Agenda',
    event: 'Event',
    opleiding: 'Opleiding',
    jobToevoegen: 'Job Toevoegen',
  },
  shiftState: {
    pending: '(in afwachting)',
    confirmed: '(bevestigd)',
    cancelled: '(geannuleerd)',
    completed: '(voltooid)',
    noShow: '(niet opgedaagd)',
  },
  calendarSection: {
    nietsGepland: 'Niets gepland.',
  },
  calendarSections: {
    available: 'BESCHIKBAAR',
    planned: 'GEPLAND',
    active: 'ACTIEF',
    inschrijven: 'Inschrijven',
    inschrijvenOpentBinnenkort: 'Inschrijven opent binnenkort.',
    opleidingenEvents: 'Opleidingen & Events',
    toekomstigeJobs: 'Toekomstige Jobs',
    huidigeJobs: 'Huidige Jobs',
  },
  calendarSidebar: {
    agendaExporteren: 'Agenda Exporteren',
    beschikbaarheidInstellen: 'Beschikbaarheid Instellen',
    jeBeschikbaarheidInstellenKomtBinnenkort: 'Je beschikbaarheid instellen komt binnenkort.',
    koppelGoogleAgenda: 'Koppel Google Agenda',
    koppelenMetGoogleAgendaKomt: 'Koppelen met Google Agenda komt binnenkort.',
    snelleActies: 'Snelle acties',
    geenEventsVandaag: 'Geen events vandaag',
  },
  dayCell: {
    dayTitle: 'EEEE d MMMM',
    more: '+{{count}} meer',
  },
};
