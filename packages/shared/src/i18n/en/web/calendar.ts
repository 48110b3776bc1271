import type { CatalogueOf } from '../../locales';
import type { calendar as dutch } from '../../nl-BE/web/calendar';

export const calendar: CatalogueOf<typeof dutch> = {
  calendarEntries: {
    breakShort: '{{minutes}} min break',
    payShort: '{{hours}} hours × {{wage}} = {{amount}} gross',
    jobFair: 'Ghent Hospitality Job Day',
    baristaWorkshop: 'Barista latte art workshop',
    haccpCourse: 'HACCP basic training',
  },
  calendarHeader: {
    modeComingSoon: 'Mode “{{mode}}”: adding your own items is coming soon.',
    title: 'My Calendar',
    eventLegend: 'Event',
    trainingLegend: 'Training',
    addJob: 'Add Job',
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
    empty: 'Nothing planned.',
  },
  calendarSections: {
    available: 'AVAILABLE',
    planned: 'PLANNED',
    active: 'ACTIVE',
    register: 'Sign up',
    registrationSoon: 'Sign-up opens soon.',
    trainingAndEvents: 'Training & Events',
    upcomingJobs: 'Upcoming Jobs',
    currentJobs: 'Current Jobs',
  },
  calendarSidebar: {
    export: 'Export Calendar',
    setAvailability: 'Set Availability',
    availabilitySoon: 'Setting your availability is coming soon.',
    connectGoogle: 'Connect Google Calendar',
    quickActions: 'Quick actions',
    noEventsToday: 'No events today',
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
    openInApp: 'Open in your calendar app',
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
