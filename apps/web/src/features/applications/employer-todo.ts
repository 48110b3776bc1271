import { brusselsInstantMs } from '@jobbel/shared/app/brussels-time';
import { applicantsLink } from '@jobbel/shared/app/links';
import type { ApplicationBrief } from '@jobbel/shared/applications/application.schemas';
import type { Job } from '@jobbel/shared/jobs/job.schemas';
import { ANSWER_SHOWN_HOURS } from '@jobbel/shared/shifts/shift.constants';
import { awaitsBusinessHours } from '@jobbel/shared/shifts/shift-rules';
import type { TodoItem } from '../../components/todo-list';
import { t } from '../../lib/i18n';

const nameOf = (application: ApplicationBrief) =>
  application.applicant
    ? `${application.applicant.userFirstName} ${application.applicant.userLastName}`
    : t('web.applications.todo.someone');

/**
 * What waits for the business in its jobs' applications: new applicants, hours to approve,
 * and, for a few days, the workers' answers to a change or an invitation (a yes, or a declined change) of
 * a shift still to come.
 */
export function employerTodo(
  jobs: Job[],
  applicationsOf: (jobID: number) => ApplicationBrief[],
  now: string,
): TodoItem[] {
  const recent = (at: string | null) =>
    at !== null && brusselsInstantMs(now) - brusselsInstantMs(at) < ANSWER_SHOWN_HOURS * 3_600_000;
  const upcoming = (job: Job) => job.jobStartDateTime !== null && job.jobStartDateTime > now;
  return jobs.flatMap((job) => {
    const applications = applicationsOf(job.jobID);
    const href = applicantsLink(job.jobID);
    const vars = { job: job.jobTitle };
    const pending = applications.filter((application) => application.jobApplicationStatus === 'pending');
    const items: TodoItem[] = [];
    if (pending.length > 0 && upcoming(job))
      items.push({
        key: `new-${job.jobID}`,
        text: t('web.applications.todo.newApplicants', { ...vars, count: pending.length }),
        href,
      });
    for (const application of applications) {
      const about = { ...vars, name: nameOf(application) };
      const key = `${application.jobApplicationID}`;
      const answeredRecently = upcoming(job) && recent(application.jobApplicationUpdatedDateTime);
      if (awaitsBusinessHours(application))
        items.push({ key: `hours-${key}`, text: t('web.applications.todo.hours', about), href });
      else if (application.jobApplicationChangeDeclined && answeredRecently)
        items.push({ key: `declined-${key}`, text: t('web.applications.todo.changeDeclined', about), href });
      else if (
        application.jobApplicationStatus === 'accepted' &&
        application.jobApplicationChangedBy === 'worker' &&
        answeredRecently
      )
        items.push({ key: `invitation-${key}`, text: t('web.applications.todo.answeredYes', about), href });
    }
    return items;
  });
}
