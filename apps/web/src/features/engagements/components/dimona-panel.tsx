import type { DimonaTask } from '@jobbel/shared/engagements/dimona.schemas';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ErrorBox, type Failure } from '../../../components/ui/error-box';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { formatDate, parseApiDateTime } from '../../../lib/dates';
import { t } from '../../../lib/i18n';
import { fetchInsz, useDimonaStep, useDimonaTasks } from '../api/dimona';
import { downloadExport } from '../api/download-export';
import { useEmployerLegal } from '../api/employer-legal';

const moment = (dateTime: string) =>
  formatDate(parseApiDateTime(dateTime)!, t('web.common.weekdayTimeFormat'));

/** "Dimona te doen": each engagement's Dimona, its deadline, and where the business records what it filed. */
export function DimonaPanel() {
  const tasks = useDimonaTasks();
  const legal = useEmployerLegal();
  return (
    <section
      aria-labelledby="dimona-title"
      className="rounded-2xl border border-slate-200 bg-white p-5"
      data-testid="dimona"
    >
      <h2 id="dimona-title" className="text-lg font-bold text-slate-900">
        {t('web.engagements.dimona.todo')}
      </h2>
      {legal.data && !legal.data.enterpriseNumber && (
        <p className="mt-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          <Link to="/settings?section=legal" className="font-medium underline">
            {t('web.engagements.legal.missingEnterpriseNumber')}
          </Link>
        </p>
      )}
      {tasks.isPending && <Spinner label={t('web.common.loading')} />}
      {tasks.isError && <ErrorBox message={t('web.engagements.dimona.loadFailed')} cause={tasks.error} />}
      {tasks.data?.length === 0 && (
        <p className="mt-2 text-sm text-slate-500">{t('web.engagements.dimona.empty')}</p>
      )}
      {tasks.data && tasks.data.length > 0 && (
        <ul className="mt-3 divide-y divide-slate-100">
          {tasks.data.map((task) => (
            <DimonaRow key={task.jobApplicationID} task={task} />
          ))}
        </ul>
      )}
    </section>
  );
}

function DimonaRow({ task }: { task: DimonaTask }) {
  const step = useDimonaStep();
  const [periodID, setPeriodID] = useState('');
  const [insz, setInsz] = useState<string>();
  const [failure, setFailure] = useState<Failure>();
  const run = async (action: () => Promise<unknown>) => {
    setFailure(undefined);
    try {
      await action();
    } catch (error) {
      setFailure({ message: (error as Error).message, cause: error });
    }
  };
  return (
    <li className="space-y-2 py-3" data-testid="dimona-task">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-slate-900">
          {task.workerName} · {t(`web.jobs.regimes.${task.regime}`)}
        </p>
        <p className="text-sm text-slate-600">
          {task.jobTitle} · {moment(task.start)}
        </p>
      </div>
      {task.dimonaState === 'to_declare' && task.periodID && (
        <p className="text-sm font-medium text-amber-800">
          {t('web.engagements.dimona.toUpdate', { periodID: task.periodID })}
        </p>
      )}
      {task.dimonaState === 'to_declare' && (
        <p className="text-sm font-medium text-amber-800">
          {t('web.engagements.dimona.deadline', { moment: moment(task.deadline) })}
        </p>
      )}
      {task.dimonaState === 'declared' && (
        <p className="text-sm text-emerald-800">
          {t('web.engagements.dimona.declared', { periodID: task.periodID ?? '' })}
        </p>
      )}
      {task.dimonaState === 'cancel_needed' && (
        <p className="text-sm font-medium text-red-700">{t('web.engagements.dimona.cancelNeeded')}</p>
      )}
      {task.dimonaState === 'cancelled' && (
        <p className="text-sm text-slate-500">{t('web.engagements.dimona.cancelled')}</p>
      )}
      {task.inszMissing ? (
        <p className="text-sm font-medium text-red-700">{t('web.engagements.dimona.inszMissing')}</p>
      ) : insz ? (
        <p className="text-sm text-slate-800">
          {t('web.engagements.dimona.inszShown', { insz })}{' '}
          <span className="text-xs text-slate-500">{t('web.engagements.dimona.inszRecorded')}</span>
        </p>
      ) : (
        <Button
          variant="secondary"
          onClick={() => run(async () => setInsz((await fetchInsz(task.jobApplicationID)).insz))}
        >
          {t('web.engagements.dimona.showInsz')}
        </Button>
      )}
      {task.dimonaState === 'to_declare' && (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void run(() => step.mutateAsync({ id: task.jobApplicationID, step: 'declared', periodID }));
          }}
        >
          <TextField
            label={t('web.engagements.dimona.periodID')}
            inputMode="numeric"
            maxLength={20}
            value={periodID}
            onChange={(event) => setPeriodID(event.target.value)}
          />
          <Button type="submit" disabled={step.isPending || periodID.trim() === ''}>
            {t('web.engagements.dimona.markDeclared')}
          </Button>
          <Button
            variant="secondary"
            onClick={() =>
              run(() =>
                downloadExport(
                  '/exports/dimona',
                  { id: task.jobApplicationID },
                  `dimona-${task.jobApplicationID}.json`,
                ),
              )
            }
          >
            {t('web.engagements.dimona.downloadJson')}
          </Button>
        </form>
      )}
      {task.dimonaState === 'cancel_needed' && (
        <Button
          variant="secondary"
          disabled={step.isPending}
          onClick={() => run(() => step.mutateAsync({ id: task.jobApplicationID, step: 'cancelled' }))}
        >
          {t('web.engagements.dimona.markCancelled')}
        </Button>
      )}
      {failure && <ErrorBox {...failure} />}
    </li>
  );
}
