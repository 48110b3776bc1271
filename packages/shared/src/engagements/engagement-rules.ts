import { ruleOn } from './belgian-rules';

/** How a shift's hours count against a quota: a started hour counts as a full hour. */
export function startedHours(workedMinutes: number): number {
  return Math.ceil(Math.max(0, workedMinutes) / 60);
}

/** A student's hours this year, split at the quota: the hours beyond it lose the reduced contributions. */
export interface StudentHoursOutlook {
  quota: number;
  /** hours used this year before this shift (through every employer, as Student@work shows them) */
  usedBefore: number;
  /** this shift's hours, rounded up per started hour */
  shiftHours: number;
  /** of this shift's hours, those still within the quota */
  withinQuota: number;
  /** of this shift's hours, those beyond it, at the normal contributions */
  beyondQuota: number;
}

export function studentHoursOutlook(
  shiftDate: string,
  usedBefore: number,
  shiftMinutes: number,
): StudentHoursOutlook {
  const quota = ruleOn('studentHoursPerYear', shiftDate);
  const shiftHours = startedHours(shiftMinutes);
  const left = Math.max(0, quota - usedBefore);
  const withinQuota = Math.min(shiftHours, left);
  return { quota, usedBefore, shiftHours, withinQuota, beyondQuota: shiftHours - withinQuota };
}

/** Age in whole years on a day (both ISO dates). */
export function ageOn(dateOfBirth: string, day: string): number {
  const [birthYear, birthMonth, birthDay] = dateOfBirth.slice(0, 10).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  const [year, month, date] = day.slice(0, 10).split('-').map(Number) as [number, number, number];
  const hadBirthday = month > birthMonth || (month === birthMonth && date >= birthDay);
  return year - birthYear - (hadBirthday ? 0 : 1);
}

export function studentAgeAllows(dateOfBirth: string, shiftDate: string): boolean {
  return ageOn(dateOfBirth, shiftDate) >= ruleOn('studentMinimumAge', shiftDate);
}

/** Where a flexi wage stands against the bounds of its date: within them, or which bound it passes. */
export type FlexiWageVerdict = { fits: true } | { fits: false; side: 'below' | 'above'; bound: number };

export function flexiWageVerdict(hourlyWage: number, shiftDate: string): FlexiWageVerdict {
  const lowest = ruleOn('flexiHourlyWageMin', shiftDate);
  const highest = ruleOn('flexiHourlyWageMax', shiftDate);
  if (hourlyWage < lowest) return { fits: false, side: 'below', bound: lowest };
  if (hourlyWage > highest) return { fits: false, side: 'above', bound: highest };
  return { fits: true };
}

/** The calendar quarter of an ISO date, as 'YYYY-Qn' (a student Dimona and the flexi rule go by it). */
export function quarterOf(date: string): string {
  const month = Number(date.slice(5, 7));
  return `${date.slice(0, 4)}-Q${Math.ceil(month / 3)}`;
}

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date.slice(0, 10)}T00:00:00Z`) / DAY_MS;

/** Why an extra may not work a day for an employer, or undefined when the law allows it. */
export type ExtraDayRefusal =
  | { rule: 'consecutive'; limit: number }
  | { rule: 'workerYear'; limit: number }
  | { rule: 'employerYear'; limit: number };

/**
 * `workedDays`: the days (ISO) this worker already works as an extra for this employer; `workerDays`
 * and `employerDays`: the distinct days as an extra this calendar year, for the worker anywhere and
 * for the employer with anyone. A day with any hours counts as one day.
 */
export function extraDayRefusal(
  shiftDate: string,
  {
    workedDays,
    workerDays,
    employerDays,
  }: { workedDays: string[]; workerDays: number; employerDays: number },
): ExtraDayRefusal | undefined {
  const limit = ruleOn('extraConsecutiveDaysMax', shiftDate);
  const days = new Set(workedDays.map(dayNumber));
  const day = dayNumber(shiftDate);
  let run = 1;
  for (let before = day - 1; days.has(before); before -= 1) run += 1;
  for (let after = day + 1; days.has(after); after += 1) run += 1;
  if (run > limit) return { rule: 'consecutive', limit };
  const workerLimit = ruleOn('extraDaysPerWorkerYear', shiftDate);
  if (workerDays >= workerLimit) return { rule: 'workerYear', limit: workerLimit };
  const employerLimit = ruleOn('extraDaysPerEmployerYear', shiftDate);
  if (employerDays >= employerLimit) return { rule: 'employerYear', limit: employerLimit };
  return undefined;
}
