import type { Application } from '@jobbel/shared/applications/application.schemas';
import { type BookedTerm, changedTerms } from '@jobbel/shared/shifts/booked-terms';
import { showToast } from '../../../components/toast/toast-store';
import { Button } from '../../../components/ui/button';
import { ConfirmStep } from '../../../components/ui/confirm-step';
import { t } from '../../../lib/i18n';
import { formatEuro } from '../../../lib/money';
import type { useShiftAction } from '../api/shift-actions';
import { moment } from '../hours-lines';

const LABELS: Record<BookedTerm, () => string> = {
  jobStartDateTime: () => t('web.shifts.change.start'),
  jobEndDateTime: () => t('web.shifts.change.end'),
  jobLocation: () => t('web.shifts.change.place'),
  jobWagePerHour: () => t('web.shifts.change.wage'),
  jobBreakMinutes: () => t('web.shifts.change.break'),
};

function shown(term: BookedTerm, value: string | number | null): string {
  if (term === 'jobBreakMinutes')
    return t('web.jobs.shiftFacts.breakMinutes', { minutes: Number(value ?? 0) });
  if (value === null) return '–';
  if (term === 'jobWagePerHour') return formatEuro(value as number);
  if (term === 'jobLocation') return String(value);
  return moment(value as string);
}

/** The change of a booked shift the worker has not answered yet: each term before → after; none when none waits. */
export function waitingChanges(application: Application) {
  const agreed = application.jobApplicationAgreedTerms;
  if (application.jobApplicationStatus !== 'accepted' || !agreed || !application.job) return [];
  return changedTerms(agreed, application.job).map((term) => ({
    term,
    label: LABELS[term](),
    before: shown(term, agreed[term]),
    after: shown(term, application.job![term]),
  }));
}

/** On My Applications: the business changed the booked shift; the worker accepts it or declines it. */
export function ChangeAnswer({
  application,
  action,
}: {
  application: Application;
  action: ReturnType<typeof useShiftAction>;
}) {
  const changes = waitingChanges(application);
  if (changes.length === 0) return null;
  const done = (message: string) => () => showToast({ type: 'success', message });
  return (
    <section
      aria-label={t('web.shifts.change.title')}
      data-testid="change-waiting"
      className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3"
    >
      <h3 className="text-sm font-bold text-amber-950">{t('web.shifts.change.title')}</h3>
      <ul className="space-y-1 text-sm text-amber-950">
        {changes.map((change) => (
          <li key={change.term}>
            <span className="font-semibold">{change.label}:</span> {change.before} → {change.after}
          </li>
        ))}
      </ul>
      <p className="text-xs text-amber-900">{t('web.shifts.change.untilThen')}</p>
      <div className="flex flex-wrap gap-2">
        <Button
          className="px-3 py-1.5"
          disabled={action.isPending}
          onClick={() =>
            action.mutate({ kind: 'acceptChange' }, { onSuccess: done(t('web.shifts.change.accepted')) })
          }
        >
          {t('web.shifts.change.accept')}
        </Button>
        <ConfirmStep
          label={t('web.shifts.change.decline')}
          question={t('web.shifts.change.declineQuestion')}
          confirm={t('web.shifts.change.confirmDecline')}
          keep={t('web.shifts.change.keepThinking')}
          pending={action.isPending}
          onConfirm={() =>
            action.mutate({ kind: 'declineChange' }, { onSuccess: done(t('web.shifts.change.declined')) })
          }
        />
      </div>
    </section>
  );
}
