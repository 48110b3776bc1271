import type { Application } from '@jobbel/shared/applications/application.schemas';
import { Link } from 'react-router';
import { t } from '../../../lib/i18n';

/**
 * On her booked shift: the regime she works under and whether her employer declared her (never the
 * period id); and, while it is missing, that the employer needs her national register number.
 */
export function WorkerEngagementNote({
  application,
  hasInsz,
}: {
  application: Application;
  hasInsz: boolean;
}) {
  const regime = application.jobApplicationRegime;
  const state = application.jobApplicationDimonaState;
  if (!regime || !state || application.jobApplicationStatus !== 'accepted') return null;
  return (
    <div
      className="space-y-1 rounded-lg bg-slate-50 p-3 text-sm text-slate-700"
      data-testid="engagement-note"
    >
      <p className="font-medium">
        {t('web.engagements.worker.regime', { regime: t(`web.jobs.regimes.${regime}`).toLowerCase() })}
      </p>
      {state === 'declared' && <p>{t('web.engagements.worker.dimonaDeclared')}</p>}
      {state === 'to_declare' && <p>{t('web.engagements.worker.dimonaPending')}</p>}
      {!hasInsz && (
        <p>
          <Link to="/settings?section=profile" className="font-medium text-brand-700 underline">
            {t('web.engagements.worker.inszNeeded')}
          </Link>
        </p>
      )}
    </div>
  );
}
