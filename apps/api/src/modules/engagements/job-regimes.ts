import { inShownOrder, REGIMES, type Regime } from '@jobbel/shared/engagements/regimes';

/** A job's stored regimes (a JSON array), known ones only and in the order they are shown. */
export function regimesOf(json: string): Regime[] {
  let stored: unknown;
  try {
    stored = JSON.parse(json);
  } catch {
    return [];
  }
  return Array.isArray(stored) ? inShownOrder(REGIMES.filter((regime) => stored.includes(regime))) : [];
}
