import { webAtStart } from './web';
import { admin } from './web/admin';
import { applications } from './web/applications';
import { businesses } from './web/businesses';
import { calendar } from './web/calendar';
import { checkIn } from './web/check-in';
import { contracts } from './web/contracts';
import { employer } from './web/employer';
import { engagements } from './web/engagements';
import { events } from './web/events';
import { experience } from './web/experience';
import { faq } from './web/faq';
import { jobForm } from './web/job-form';
import { onboarding } from './web/onboarding';
import { privacy } from './web/privacy';
import { registration } from './web/registration';
import { settings } from './web/settings';
import { shifts } from './web/shifts';
import { skills } from './web/skills';
import { team } from './web/team';
import { users } from './web/users';

/** Every text of the web app: those it holds from the start and those that come with their screen. */
export const web = {
  ...webAtStart,
  admin,
  applications,
  businesses,
  calendar,
  checkIn,
  registration,
  contracts,
  privacy,
  employer,
  engagements,
  events,
  experience,
  faq,
  jobForm,
  onboarding,
  settings,
  shifts,
  skills,
  team,
  users,
};
