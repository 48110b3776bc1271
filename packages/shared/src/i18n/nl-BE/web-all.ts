import { webAtStart } from './web';
import { admin } from './web/admin';
import { calendar } from './web/calendar';
import { engagements } from './web/engagements';
import { events } from './web/events';
import { faq } from './web/faq';
import { jobForm } from './web/job-form';

/** Every text of the web app: those it holds from the start and those that come with their screen. */
export const web = { ...webAtStart, admin, calendar, engagements, events, faq, jobForm };
