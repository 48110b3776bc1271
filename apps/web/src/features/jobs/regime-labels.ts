import type { Regime } from '@jobbel/shared/engagements/regimes';
import { t } from '../../lib/i18n';

/** A regime in the words workers use: "Studentenjob", "Flexijob", "Extra". */
export function regimeLabel(regime: Regime): string {
  return t(`web.jobs.regimes.${regime}`);
}

/** The regimes a job is open to, as one line for a card or a page. */
export function regimesLine(regimes: readonly Regime[]): string {
  return regimes.map(regimeLabel).join(' · ');
}
