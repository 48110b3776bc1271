export const app = {
  skillsExperienceForm: {
    failedToLoadYourProfile: 'Failed to load your profile data. Please try again.',
    userIdNotFoundPlease: 'User ID not found. Please log in again.',
  },
  mobileMenu: {
    mobieleNavigatie: 'Mobiele navigatie',
    menuOpenen: 'Menu openen',
    menuSluiten: 'Menu sluiten',
  },
  navItems: {
    admin: 'Admin Dashboard',
    faq: 'FAQ',
    myApplications: 'My Applications',
    yourBusinessPage: 'Your Business Page',
    yourProfile: 'Your Profile',
    binnenkort: 'Binnenkort',
    game: 'Game',
    myJobs: 'My Jobs',
    jobfeed: 'Jobfeed',
  },
  profileMenu: {
    profielmenu: 'Profielmenu',
  },
  signedInLayout: {
    naarHetDashboard: ', naar het dashboard',
    hoofdnavigatie: 'Hoofdnavigatie',
  },
  shellLoadFailed: {
    retry: 'Opnieuw proberen',
    message: 'We konden je account niet laden. Controleer je verbinding en probeer opnieuw.',
  },
};
