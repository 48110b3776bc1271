import type { ComponentType } from 'react';
import { loadScreenTexts, type ScreenTextsName } from '../lib/i18n';
import { SCREEN_TEXTS } from './screen-texts';

/** A screen whose code and texts load when it is first opened: `loaded` once they are here. */
export interface LazyScreen {
  load(): Promise<ComponentType>;
  loaded?: ComponentType;
}

/**
 * Every screen is its own chunk, loaded by the router: a phone downloads the page it opens, not the
 * editor, admin and calendar too. The first page's chunk is fetched while the app starts, and on a
 * navigation before the current page is left (app/navigation.ts). Texts that only some screens read
 * come with them, in the reader's language, before their first render (docs/decisions/texts.md).
 */
function screen<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
  texts: readonly ScreenTextsName[],
): LazyScreen {
  let loading: Promise<ComponentType> | undefined;
  const lazyScreen: LazyScreen = {
    load() {
      loading ??= Promise.all([load(), loadScreenTexts(texts)]).then(
        ([module]) => {
          lazyScreen.loaded = module[name] as ComponentType;
          return lazyScreen.loaded;
        },
        (error: unknown) => {
          loading = undefined; // asked again on the next visit: the network may be back
          throw error;
        },
      );
      return loading;
    },
  };
  return lazyScreen;
}

export const adminScreen = screen(() => import('./routes/admin'), 'AdminRoute', SCREEN_TEXTS.admin);
export const businessProfileScreen = screen(
  () => import('./routes/business-profile'),
  'BusinessProfileRoute',
  SCREEN_TEXTS['business-profile'],
);
export const calendarScreen = screen(
  () => import('./routes/calendar'),
  'CalendarRoute',
  SCREEN_TEXTS.calendar,
);
export const checkInScreen = screen(
  () => import('./routes/check-in'),
  'CheckInRoute',
  SCREEN_TEXTS['check-in'],
);
export const checkInCodeScreen = screen(
  () => import('./routes/check-in-screen'),
  'CheckInScreenRoute',
  SCREEN_TEXTS['check-in-screen'],
);
export const completeProfileScreen = screen(
  () => import('./routes/complete-profile'),
  'CompleteProfileRoute',
  SCREEN_TEXTS['complete-profile'],
);
export const contractScreen = screen(
  () => import('./routes/contract'),
  'ContractRoute',
  SCREEN_TEXTS.contract,
);
export const contractsScreen = screen(
  () => import('./routes/contracts'),
  'ContractsRoute',
  SCREEN_TEXTS.contracts,
);
export const dashboardScreen = screen(
  () => import('./routes/dashboard'),
  'DashboardRoute',
  SCREEN_TEXTS.dashboard,
);
export const employerDashboardScreen = screen(
  () => import('./routes/employer-dashboard'),
  'EmployerDashboardRoute',
  SCREEN_TEXTS['employer-dashboard'],
);
export const eventsScreen = screen(() => import('./routes/events'), 'EventsRoute', SCREEN_TEXTS.events);
export const experienceSkillsScreen = screen(
  () => import('./routes/experience-skills'),
  'ExperienceSkillsRoute',
  SCREEN_TEXTS['experience-skills'],
);
export const faqScreen = screen(() => import('./routes/faq'), 'FaqRoute', SCREEN_TEXTS.faq);
export const jobDetailScreen = screen(
  () => import('./routes/job-detail'),
  'JobDetailRoute',
  SCREEN_TEXTS['job-detail'],
);
export const jobCreateScreen = screen(
  () => import('./routes/job-form-routes'),
  'JobCreateRoute',
  SCREEN_TEXTS['job-form-routes'],
);
export const jobEditScreen = screen(
  () => import('./routes/job-form-routes'),
  'JobEditRoute',
  SCREEN_TEXTS['job-form-routes'],
);
export const loginScreen = screen(() => import('./routes/login'), 'LoginRoute', SCREEN_TEXTS.login);
export const manageSkillsExperienceScreen = screen(
  () => import('./routes/manage-skills-experience'),
  'ManageSkillsExperienceRoute',
  SCREEN_TEXTS['manage-skills-experience'],
);
export const messagesScreen = screen(
  () => import('./routes/messages'),
  'MessagesRoute',
  SCREEN_TEXTS.messages,
);
export const myApplicationsScreen = screen(
  () => import('./routes/my-applications'),
  'MyApplicationsRoute',
  SCREEN_TEXTS['my-applications'],
);
export const privacyScreen = screen(() => import('./routes/privacy'), 'PrivacyRoute', SCREEN_TEXTS.privacy);
export const profileRedirectScreen = screen(
  () => import('./routes/profile-redirect'),
  'ProfileRedirectRoute',
  SCREEN_TEXTS['profile-redirect'],
);
export const registerScreen = screen(
  () => import('./routes/register'),
  'RegisterRoute',
  SCREEN_TEXTS.register,
);
export const selectInterestsScreen = screen(
  () => import('./routes/select-interests'),
  'SelectInterestsRoute',
  SCREEN_TEXTS['select-interests'],
);
export const settingsScreen = screen(
  () => import('./routes/settings'),
  'SettingsRoute',
  SCREEN_TEXTS.settings,
);
export const myProfileScreen = screen(
  () => import('./routes/user-profile'),
  'MyProfileRoute',
  SCREEN_TEXTS['user-profile'],
);
export const userProfileScreen = screen(
  () => import('./routes/user-profile'),
  'UserProfileRoute',
  SCREEN_TEXTS['user-profile'],
);
