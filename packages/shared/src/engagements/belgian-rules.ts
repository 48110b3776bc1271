/**
 * Every figure Belgian law sets for the ways a horeca business may engage someone for a shift, each
 * with the day it applies from and where it was found. Indexation changes several of them a year: an
 * operator adds a dated row here and nothing else (docs/decisions/belgian-engagements.md says how).
 * Code reads a figure only through `ruleOn`, for the date of the shift it concerns.
 */
export interface DatedFigure<T> {
  value: T;
  /** ISO date: the first day the figure applies */
  validFrom: string;
  /** where the figure was found: the law, or the RSZ's own page */
  source: string;
}

const STUDENT_QUOTA_LAW =
  'KB 28 november 1969 art. 17bis, as changed by the wet van 10 april 2025 (BS 8 mei 2025); socialsecurity.be Student@work';
const STUDENT_SOLIDARITY =
  'socialsecurity.be/site_nl/employer/applics/studentatwork (solidariteitsbijdragen)';
const FLEXI_PC_302 =
  'RSZ administratieve instructies, flexi-jobs: minimum flexi-loon PC 302 (indexed); maximum 150 % of it';
const EXTRAS_PC_302 =
  'socialsecurity.be Horeca@work - 50days; RSZ instructies DmfA, gelegenheidsarbeid in de horeca';

export const BELGIAN_RULES = {
  /** hours a student may work a calendar year at the reduced (solidarity) contributions */
  studentHoursPerYear: [
    { value: 475, validFrom: '2017-01-01', source: STUDENT_QUOTA_LAW },
    { value: 600, validFrom: '2023-01-01', source: `${STUDENT_QUOTA_LAW} (temporary for 2023 and 2024)` },
    { value: 650, validFrom: '2025-01-01', source: `${STUDENT_QUOTA_LAW} (retroactive, permanent)` },
  ],
  /** the employer's solidarity contribution on a student's wage within the quota */
  studentEmployerRate: [{ value: 0.0542, validFrom: '2017-01-01', source: STUDENT_SOLIDARITY }],
  /** the student's own solidarity contribution within the quota */
  studentWorkerRate: [{ value: 0.0271, validFrom: '2017-01-01', source: STUDENT_SOLIDARITY }],
  /** the youngest age at which someone may work under a student contract */
  studentMinimumAge: [
    { value: 15, validFrom: '2017-01-01', source: 'Wet 3 juli 1978 op de arbeidsovereenkomsten, titel VI' },
  ],
  /** the lowest hourly flexi wage in horeca (PC 302), holiday pay included, in euro */
  flexiHourlyWageMin: [
    { value: 12.29, validFrom: '2024-05-01', source: FLEXI_PC_302 },
    { value: 12.53, validFrom: '2025-02-01', source: FLEXI_PC_302 },
  ],
  /** the highest hourly flexi wage in horeca (PC 302), holiday pay included, in euro */
  flexiHourlyWageMax: [
    { value: 18.44, validFrom: '2024-05-01', source: FLEXI_PC_302 },
    { value: 18.79, validFrom: '2025-02-01', source: FLEXI_PC_302 },
  ],
  /** the employer's special contribution on a flexi wage */
  flexiEmployerRate: [
    { value: 0.28, validFrom: '2024-01-01', source: 'Wet 16 november 2015, art. 38, as changed for 2024' },
  ],
  /** flexi earnings a year that stay free of income tax (for someone not retired), in euro */
  flexiTaxFreeYearCeiling: [
    {
      value: 12_000,
      validFrom: '2024-01-01',
      source: 'WIB 92 art. 38 § 1, 34°, as changed by the programmawet van 22 december 2023',
    },
  ],
  /** the basic employer contribution on an ordinary wage (market sector), used for cost estimates only */
  ordinaryEmployerRate: [
    {
      value: 0.25,
      validFrom: '2018-01-01',
      source: 'Wet 29 juni 1981, art. 38 § 3bis, as changed by the taxshift (basisbijdrage 25 %)',
    },
  ],
  /** the most consecutive days an extra may work for one employer */
  extraConsecutiveDaysMax: [{ value: 2, validFrom: '2013-10-01', source: EXTRAS_PC_302 }],
  /** days a year a worker may work as an extra at the flat-rate contributions */
  extraDaysPerWorkerYear: [{ value: 50, validFrom: '2013-10-01', source: EXTRAS_PC_302 }],
  /** days a year an employer may engage extras at the flat-rate contributions */
  extraDaysPerEmployerYear: [
    { value: 100, validFrom: '2013-10-01', source: EXTRAS_PC_302 },
    { value: 200, validFrom: '2015-07-01', source: `${EXTRAS_PC_302} (horecaplan)` },
  ],
  /** the flat hourly base of an extra's contributions (a Dimona in hours), in euro */
  extraHourlyContributionBase: [{ value: 10.08, validFrom: '2022-10-01', source: EXTRAS_PC_302 }],
  /** the flat daily base of an extra's contributions (a Dimona in days), in euro */
  extraDailyContributionBase: [{ value: 60.48, validFrom: '2022-10-01', source: EXTRAS_PC_302 }],
  /** the first working days of a student contract that are its trial period */
  studentTrialDays: [
    { value: 3, validFrom: '1978-07-03', source: 'Wet 3 juli 1978 op de arbeidsovereenkomsten, art. 127' },
  ],
  /** years an employer keeps a signed work contract after it ended */
  contractRetentionYears: [
    {
      value: 5,
      validFrom: '1980-08-08',
      source:
        'KB 8 augustus 1980 betreffende het bijhouden van sociale documenten, art. 25; Sociaal Strafwetboek art. 3 (verjaring 5 jaar)',
    },
  ],
  /** the joint committee of hotels, restaurants and cafés */
  horecaJointCommittee: [
    { value: '302', validFrom: '1970-01-01', source: 'Paritair comité voor het hotelbedrijf (PC 302)' },
  ],
} satisfies Record<string, DatedFigure<number | string>[]>;

export type BelgianRule = keyof typeof BELGIAN_RULES;
type ValueOf<R extends BelgianRule> = (typeof BELGIAN_RULES)[R][number]['value'];

/** The figure in force on a date (ISO, 'YYYY-MM-DD…'): the latest row whose day has come. */
export function ruleOn<R extends BelgianRule>(rule: R, date: string): ValueOf<R> {
  const day = date.slice(0, 10);
  const rows: DatedFigure<ValueOf<R>>[] = BELGIAN_RULES[rule];
  const inForce = rows.filter((row) => row.validFrom <= day).at(-1);
  if (!inForce) throw new RangeError(`No figure for ${rule} on ${day}: the rules table starts later`);
  return inForce.value;
}
