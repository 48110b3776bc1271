import { applicantsLink, checkInScreenLink } from '@jobbel/shared/app/links';
import type { Job } from '@jobbel/shared/jobs/job.schemas';
import { addDays, isSameDay } from 'date-fns';
import { Link } from 'react-router';
import { formatDate, parseApiDateTime } from '../../../lib/dates';
import { t } from '../../../lib/i18n';

function ShiftRow({ job, booked, now }: { job: Job; booked: string[]; now: Date }) {
  const start = parseApiDateTime(job.jobStartDateTime)!;
  const end = parseApiDateTime(job.jobEndDateTime);
  const day = isSameDay(start, now) ? t('web.common.today') : t('web.employer.todayAndTomorrow.tomorrow');
  const time = end
    ? `${formatDate(start, t('web.common.timeFormat'))}–${formatDate(end, t('web.common.timeFormat'))}`
    : formatDate(start, t('web.common.timeFormat'));
  return (
    <li className="flex items-center justify-between gap-3">
      <Link
        to={applicantsLink(job.jobID)}
        className="flex min-h-11 flex-col gap-0.5 py-2 text-sm hover:text-brand-700"
        data-testid="today-shift"
      >
        <span className="font-semibold text-slate-900">
          {day} {time} · {job.jobTitle}
        </span>
        <span className="text-slate-600">
          {booked.length > 0
            ? t('web.employer.todayAndTomorrow.booked', { names: booked.join(', ') })
            : t('web.employer.todayAndTomorrow.nobodyBooked')}
        </span>
      </Link>
      {isSameDay(start, now) && booked.length > 0 && (
        <Link
          to={checkInScreenLink(job.jobID)}
          className="inline-flex min-h-11 shrink-0 items-center rounded-lg bg-brand-700 px-3 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {t('web.employer.todayAndTomorrow.checkIn')}
        </Link>
      )}
    </li>
  );
}

/**
 * "Vandaag en morgen": the business's shifts of today and tomorrow, with who is booked on
 * each; a shift opens its applicants.
 */
export function TodayAndTomorrow({
  jobs,
  bookedOn,
  now = new Date(),
}: {
  jobs: Job[];
  /** the names of the workers booked on a job */
  bookedOn: (jobID: number) => string[];
  now?: Date;
}) {
  const tomorrow = addDays(now, 1);
  const shifts = jobs
    .map((job) => ({ job, start: parseApiDateTime(job.jobStartDateTime) }))
    .filter(({ job, start }) => {
      if (!start || !(isSameDay(start, now) || isSameDay(start, tomorrow))) return false;
      const end = parseApiDateTime(job.jobEndDateTime);
      return !end || end > now;
    })
    .sort((a, b) => a.start!.getTime() - b.start!.getTime());
  return (
    <section
      aria-labelledby="today-and-tomorrow"
      className="rounded-2xl border border-slate-200 bg-white p-5"
      data-testid="today-and-tomorrow"
    >
      <h2 id="today-and-tomorrow" className="mb-3 text-lg font-bold text-slate-900">
        {t('web.employer.todayAndTomorrow.title')}
      </h2>
      {shifts.length === 0 ? (
        <p className="text-sm text-slate-500">{t('web.employer.todayAndTomorrow.none')}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {shifts.map(({ job }) => (
            <ShiftRow key={job.jobID} job={job} booked={bookedOn(job.jobID)} now={now} />
          ))}
        </ul>
      )}
    </section>
  );
}
