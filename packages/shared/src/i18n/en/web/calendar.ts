import type { CatalogueOf } from '../../locales';
import type { calendar as dutch } from '../../nl-BE/web/calendar';

export const calendar: CatalogueOf<typeof dutch> = {
  calendarEntries: {
    breakShort: '{{minutes}} min break',
    payShort: '{{hours}} hours × {{wage}} = {{amount}} gross',
    horecaJobdagGent: 'Ghent Hospitality Job Day',
    baristaWorkshopLatteArt: 'Barista latte art workshop',
    haccpBasisopleiding: 'HACCP basic training',
  },
  calendarHeader: {
    modeComingSoon: 'Mode “{{mode}}”: adding your own items is coming soon.',
    mijnAgenda: 'My Calendar',
    event: 'Event',
    opleiding: 'Training',
    jobToevoegen: 'Add Job',
  },
  shiftState: {
    pending: '(pending)',
    confirmed: '(confirmed)',
    cancelled: '(cancelled)',
    completed: '(completed)',
    noShow: '(no-show)',
  },
  calendarSection: {
    fromUntil: '{{start}} to {{end}}',
    nietsGepland: 'Nothing planned.',
  },
  calendarSections: {
    available: 'AVAILABLE',
    planned: 'PLANNED',
    active: 'ACTIVE',
    inschrijven: 'Sign up',
    inschrijvenOpentBinnenkort: 'Sign-up opens soon.',
    opleidingenEvents: 'Training & Events',
    toekomstigeJobs: 'Upcoming Jobs',
    huidigeJobs: 'Current Jobs',
  },
  calendarSidebar: {
    agendaExporteren: 'Export Calendar',
    beschikbaarheidInstellen: 'Set Availability',
    jeBeschikbaarheidInstellenKomtBinnenkort: 'Setting your availability is coming soon.',
    koppelGoogleAgenda: 'Connect Google Calendar',
    snelleActies: 'Quick actions',
    geenEventsVandaag: 'No events today',
  },
  export: {
    name: 'Jobbel',
    pending: 'pending',
    completed: 'completed',
  },
  subscription: {
    explain:
      'Subscribe your calendar app (Google Calendar, Apple Calendar, Outlook) to your shifts: changes come along by themselves.',
    create: 'Create a subscription link',
    yourLink: 'Your subscription link',
    onlyOnce: 'Keep this link: you only see it once. Whoever has it sees your shifts; revoke it if it leaks.',
    copy: 'Copy the link',
    copied: 'Link copied. Add it in your calendar app as a calendar from URL.',
    copyFailed: "Copying didn't work: select the link and copy it yourself.",
    open: 'Open in your calendar app',
    activeSince: 'Your calendar app has been connected since {{date}}.',
    renew: 'New link',
    renewQuestion: 'Create a new link? The old one will stop working in your calendar app.',
    renewConfirm: 'Yes, create a new link',
    revoke: 'Revoke link',
    revokeQuestion: 'Revoke the link? Your calendar app will no longer get your shifts.',
    revokeConfirm: 'Yes, revoke it',
    keep: 'No, leave it',
    failed: "That didn't work. Please try again.",
  },
  dayCell: {
    dayTitle: 'EEEE d MMMM',
    more: '+{{count}} more',
  },
};
