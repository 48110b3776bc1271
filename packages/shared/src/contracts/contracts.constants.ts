import type { Regime } from '../engagements/regimes';

/**
 * The documents Jobbel writes for an engagement (docs/decisions/contracts.md): a student contract, a
 * flexi framework agreement (once per business and worker, before the first flexi-job), and a contract
 * per performance for a flexi-job, an extra or ordinary fixed-term work.
 */
export const CONTRACT_KINDS = ['student', 'flexiFramework', 'flexi', 'extra', 'ordinary'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/** The documents an engagement of each regime needs, the framework before the performance. */
export const CONTRACT_KINDS_OF_REGIME = {
  student: ['student'],
  flexi: ['flexiFramework', 'flexi'],
  extra: ['extra'],
  ordinary: ['ordinary'],
} as const satisfies Record<Regime, readonly ContractKind[]>;

/** The languages a contract is written in: the law of the place of work decides (docs/decisions/contracts.md). */
export const CONTRACT_LANGUAGES = ['nl-BE', 'fr-BE'] as const;
export type ContractLanguage = (typeof CONTRACT_LANGUAGES)[number];

/** Who signs: the business and the worker, each once per version. */
export const CONTRACT_PARTIES = ['business', 'worker'] as const;
export type ContractParty = (typeof CONTRACT_PARTIES)[number];

/** Both sides hear of a student contract not signed by both this long before the start. */
export const UNSIGNED_STUDENT_CONTRACT_NOTICE_HOURS = 12;
export const SIGNED_NAME_MAX = 150;
