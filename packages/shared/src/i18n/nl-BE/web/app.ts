export const app = {
  skillsExperienceForm: {
    loadFailed: 'Failed to load your profile data. Please try again.',
    userMissing: 'User ID not found. Please log in again.',
  },
  mobileMenu: {
    label: 'Mobiele navigatie',
    open: 'Menu openen',
    close: 'Menu sluiten',
  },
  navItems: {
    admin: 'Admin Dashboard',
    faq: 'FAQ',
    myApplications: 'My Applications',
    messages: 'Berichten',
    yourBusinessPage: 'Your Business Page',
    yourProfile: 'Your Profile',
    comingSoon: 'Binnenkort',
    game: 'Game',
    myJobs: 'My Jobs',
    jobFeed: 'Jobfeed',
  },
  profileMenu: {
    label: 'Profielmenu',
  },
  deletionBanner: {
    scheduled: 'Je account wordt verwijderd op {{moment}}.',
    cancel: 'Verwijdering annuleren',
  },
  signedInLayout: {
    logoDestination: ', naar het dashboard',
    mainNavigation: 'Hoofdnavigatie',
  },
  routeLoadFailed: {
    title: 'Deze pagina kon niet openen',
    message:
      'Er ging iets mis bij het laden van deze pagina. Laad ze opnieuw om de nieuwste versie van Jobbel te krijgen.',
    offline:
      'Je bent offline en deze pagina was nog niet op dit toestel bewaard. Zodra je weer verbinding hebt, kun je ze opnieuw laden.',
    reload: 'Opnieuw laden',
  },
  shellLoadFailed: {
    retry: 'Opnieuw proberen',
    message: 'We konden je account niet laden. Controleer je verbinding en probeer opnieuw.',
  },
  /** the installable app's description, as a phone shows it */
  manifest: {
    description: 'Flexibel werk in de horeca rond Gent: zoek shifts, solliciteer en beheer je jobs.',
  },
};
