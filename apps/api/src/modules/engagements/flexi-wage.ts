import { formatEuro } from '@jobbel/shared/app/money';
import { flexiWageVerdict } from '@jobbel/shared/engagements/engagement-rules';
import type { Regime } from '@jobbel/shared/engagements/regimes';
import { badRequest } from '../../lib/http-error';
import { currentLanguage, t } from '../../lib/i18n';

/** A job open to flexi-jobbers pays a wage within the flexi bounds of its date. */
export function ensureFlexiWage(
  regimes: readonly Regime[],
  job: { jobWagePerHour: number; jobStartDateTime: string },
) {
  if (!regimes.includes('flexi')) return;
  const verdict = flexiWageVerdict(job.jobWagePerHour, job.jobStartDateTime);
  if (verdict.fits) return;
  throw badRequest(
    'flexi_wage',
    t(verdict.side === 'below' ? 'api.engagements.flexiWageBelow' : 'api.engagements.flexiWageAbove', {
      bound: formatEuro(verdict.bound, currentLanguage()),
    }),
  );
}
