import { formatHours } from '@jobbel/shared/shifts/format-hours';
import { plannedPay } from '@jobbel/shared/shifts/shift-rules';
import { Icon } from '../../../components/ui/icons';
import { formatDate, parseApiDateTime } from '../../../lib/dates';
import { t } from '../../../lib/i18n';
import { formatEuro } from '../../../lib/money';
import type { EnrichedJob } from '../enrich-job';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
      <dt className="w-32 shrink-0 text-sm font-semibold text-slate-500">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * Where, when, how long and how much: the address of the place of work, start and end, the
 * break, the hours and the gross amount the employer pays, and what to wear or bring.
 */
export function ShiftFacts({ job }: { job: EnrichedJob }) {
  const start = parseApiDateTime(job.jobStartDateTime);
  const end = parseApiDateTime(job.jobEndDateTime);
  const pay = plannedPay(job);
  const when =
    start && end
      ? t('web.jobs.shiftFacts.fromUntil', {
          from: formatDate(start, t('web.common.dateTimeFormat')),
          until: formatDate(end, t('web.jobs.shiftFacts.endPattern')),
        })
      : t('web.jobs.jobDetail.notSpecified');
  return (
    <section aria-labelledby="shift-facts" className="rounded-2xl bg-slate-50 p-5" data-testid="shift-facts">
      <h2 id="shift-facts" className="mb-3 flex items-center gap-2 text-lg font-bold text-slate-900">
        <Icon name="clock" className="h-5 w-5 text-slate-500" />
        {t('web.jobs.shiftFacts.title')}
      </h2>
      <dl className="space-y-2">
        <Fact label={t('web.jobs.shiftFacts.where')}>{job.placeAddress ?? job.jobLocation}</Fact>
        <Fact label={t('web.jobs.shiftFacts.when')}>{when}</Fact>
        {job.jobBreakMinutes > 0 && (
          <Fact label={t('web.jobs.shiftFacts.break')}>
            {t('web.jobs.shiftFacts.breakMinutes', { minutes: job.jobBreakMinutes })}
          </Fact>
        )}
        {pay && (
          <Fact label={t('web.jobs.shiftFacts.pay')}>
            {t('web.jobs.shiftFacts.gross', {
              hours: formatHours(pay.hours),
              wage: formatEuro(pay.wage),
              amount: formatEuro(pay.amount),
            })}
          </Fact>
        )}
        {job.jobBring && <Fact label={t('web.jobs.shiftFacts.bring')}>{job.jobBring}</Fact>}
      </dl>
    </section>
  );
}
