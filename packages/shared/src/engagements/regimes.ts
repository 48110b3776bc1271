/**
 * The ways a horeca business may engage someone for a shift. Each is its own Dimona worker type
 * (docs/decisions/belgian-engagements.md): a student contract, a flexi-job, an occasional extra, or
 * ordinary employment under the joint committee.
 */
export const REGIMES = ['student', 'flexi', 'extra', 'ordinary'] as const;
export type Regime = (typeof REGIMES)[number];

/** The worker type a Dimona declaration names for each regime. */
export const DIMONA_WORKER_TYPE = {
  student: 'STU',
  flexi: 'FLX',
  extra: 'EXT',
  ordinary: 'OTH',
} as const satisfies Record<Regime, string>;

/** A job posted without a choice is open to every regime that sets no bound on its wage. */
export const DEFAULT_JOB_REGIMES: Regime[] = ['student', 'extra', 'ordinary'];

/** The regimes in the order the product shows them, whatever order they were stored in. */
export function inShownOrder(regimes: readonly Regime[]): Regime[] {
  return REGIMES.filter((regime) => regimes.includes(regime));
}
