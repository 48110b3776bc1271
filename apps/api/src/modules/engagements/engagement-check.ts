import { formatEuro } from '@jobbel/shared/app/money';
import { ruleOn } from '@jobbel/shared/engagements/belgian-rules';
import type {
  EngagementCheck,
  EngagementWarning,
  RegimeRefusalCode,
  RegimeVerdict,
} from '@jobbel/shared/engagements/engagement-check.schemas';
import { dayOf, distinctDays, studentHoursOf, yearOf } from '@jobbel/shared/engagements/engagement-hours';
import {
  ageOn,
  extraDayRefusal,
  flexiWageVerdict,
  quarterOf,
  studentHoursOutlook,
} from '@jobbel/shared/engagements/engagement-rules';
import { REGIMES, type Regime } from '@jobbel/shared/engagements/regimes';
import type { Kysely } from 'kysely';
import type { Database, JobRow } from '../../db/database';
import { readableDate } from '../../lib/clock';
import { currentLanguage, t } from '../../lib/i18n';

import { findUserById } from '../users/users.repository';
import { type Engagement, engagementsBetween, extraDaysOfBusiness } from './engagements.repository';
import { regimesOf } from './job-regimes';
import { findWorkStatus } from './work-status.repository';

/** The engagement being decided: this worker, on this job's current terms. */
export interface EngagementSubject {
  jobApplicationID: number;
  userID: number;
  job: Pick<
    JobRow,
    | 'jobBusinessID'
    | 'jobStartDateTime'
    | 'jobEndDateTime'
    | 'jobBreakMinutes'
    | 'jobWagePerHour'
    | 'jobRegimes'
  >;
}

const regimeName = (regime: Regime) => t(`api.engagements.regimeNames.${regime}`);

function quarterBounds(date: string): [string, string] {
  const [year, quarter] = quarterOf(date).split('-Q').map(Number) as [number, number];
  const month = (quarter - 1) * 3 + 1;
  const next = quarter === 4 ? `${year + 1}-01-01` : `${year}-${String(month + 3).padStart(2, '0')}-01`;
  return [`${year}-${String(month).padStart(2, '0')}-01`, next];
}

/**
 * Which regimes the law allows for this engagement, each with the warnings the business must see
 * before it confirms. Ordinary employment is always allowed: it is what the dialog falls back on.
 */
export async function checkEngagement(
  db: Kysely<Database>,
  subject: EngagementSubject,
): Promise<EngagementCheck> {
  const { job, userID } = subject;
  const start = job.jobStartDateTime!;
  const year = yearOf(start);
  const [worker, status, workerYear, businessExtraDays] = await Promise.all([
    findUserById(db, userID),
    findWorkStatus(db, userID),
    engagementsBetween(db, { userID }, `${year}-01-01`, `${Number(year) + 1}-01-01`),
    extraDaysOfBusiness(
      db,
      job.jobBusinessID,
      `${year}-01-01`,
      `${Number(year) + 1}-01-01`,
      subject.jobApplicationID,
    ),
  ]);
  const others = (list: Engagement[]) =>
    list.filter((engagement) => engagement.jobApplicationID !== subject.jobApplicationID);
  const name = worker?.userFirstName ?? '';
  const offered = regimesOf(job.jobRegimes);
  const shift = {
    regime: 'student' as const,
    completed: false,
    start,
    end: job.jobEndDateTime!,
    breakMinutes: job.jobBreakMinutes,
    worked: null,
    wagePerHour: job.jobWagePerHour,
  };
  const refuse = (code: RegimeRefusalCode, message: string) => ({ code, message });

  function studentVerdict(): Pick<RegimeVerdict, 'refusal' | 'warnings'> {
    if (status?.status !== 'student')
      return { refusal: refuse('not_a_student', t('api.engagements.notAStudent', { name })), warnings: [] };
    const minimumAge = ruleOn('studentMinimumAge', start);
    if (worker?.userDateOfBirth && ageOn(worker.userDateOfBirth, start) < minimumAge)
      return {
        refusal: refuse('student_too_young', t('api.engagements.studentTooYoung', { name, age: minimumAge })),
        warnings: [],
      };
    const studentShifts = others(workerYear).filter((engagement) => engagement.regime === 'student');
    const throughJobbel = (from: string) =>
      studentShifts
        .filter((engagement) => dayOf(engagement.start) >= from)
        .reduce((sum, engagement) => sum + studentHoursOf(engagement), 0);
    const shiftHours = studentHoursOf(shift);
    const quota = ruleOn('studentHoursPerYear', start);
    const declaredThisYear =
      status.studentHoursRemaining !== null && status.studentHoursRemainingOn?.slice(0, 4) === year;
    const warnings: EngagementWarning[] = [];
    if (declaredThisYear) {
      const since = throughJobbel(status.studentHoursRemainingOn!);
      const outlook = studentHoursOutlook(
        start,
        quota - status.studentHoursRemaining! + since,
        shiftHours * 60,
      );
      if (outlook.beyondQuota > 0)
        warnings.push({
          code: 'student_hours_beyond_declared',
          message: t('api.engagements.studentHoursBeyondDeclared', {
            name,
            shift: shiftHours,
            since,
            date: readableDate(status.studentHoursRemainingOn!),
            remaining: status.studentHoursRemaining!,
            beyond: outlook.beyondQuota,
            quota,
          }),
        });
    } else {
      const used = throughJobbel(`${year}-01-01`);
      const outlook = studentHoursOutlook(start, used, shiftHours * 60);
      if (outlook.beyondQuota > 0)
        warnings.push({
          code: 'student_hours_beyond_quota',
          message: t('api.engagements.studentHoursBeyondQuota', {
            name,
            shift: shiftHours,
            used,
            beyond: outlook.beyondQuota,
            quota,
          }),
        });
    }
    return { refusal: null, warnings };
  }

  function flexiRefusal() {
    if (status?.status !== 'flexi')
      return refuse('flexi_not_eligible', t('api.engagements.flexiNotEligible', { name }));
    const [quarterStart, quarterEnd] = quarterBounds(start);
    const other = others(workerYear).find(
      (engagement) =>
        engagement.businessID === job.jobBusinessID &&
        engagement.regime !== 'flexi' &&
        engagement.start >= quarterStart &&
        engagement.start < quarterEnd &&
        engagement.start < shift.end,
    );
    if (other)
      return refuse(
        'flexi_other_contract',
        t('api.engagements.flexiOtherContract', {
          name,
          date: readableDate(other.start),
          regime: regimeName(other.regime),
        }),
      );
    const wage = flexiWageVerdict(job.jobWagePerHour ?? 0, start);
    if (!wage.fits)
      return refuse(
        'flexi_wage',
        t(wage.side === 'below' ? 'api.engagements.flexiWageBelow' : 'api.engagements.flexiWageAbove', {
          bound: formatEuro(wage.bound, currentLanguage()),
        }),
      );
    return null;
  }

  function extraRefusal() {
    const day = dayOf(start);
    const extras = (list: Engagement[]) => list.filter((engagement) => engagement.regime === 'extra');
    const withBusiness = extras(others(workerYear)).filter(
      (engagement) => engagement.businessID === job.jobBusinessID,
    );
    const elsewhereDays = (list: Engagement[]) => distinctDays(list).filter((other) => other !== day).length;
    const refusal = extraDayRefusal(start, {
      workedDays: distinctDays(withBusiness),
      workerDays: elsewhereDays(extras(others(workerYear))),
      employerDays: businessExtraDays.filter((other) => other !== day).length,
    });
    if (!refusal) return null;
    const refusals = {
      consecutive: ['extra_consecutive_days', 'api.engagements.extraConsecutiveDays'],
      workerYear: ['extra_worker_days', 'api.engagements.extraWorkerDays'],
      employerYear: ['extra_employer_days', 'api.engagements.extraEmployerDays'],
    } as const;
    const [code, text] = refusals[refusal.rule];
    return refuse(code, t(text, { name, limit: refusal.limit }));
  }

  const regimes: RegimeVerdict[] = REGIMES.map((regime) => {
    if (regime !== 'ordinary' && !offered.includes(regime))
      return {
        regime,
        refusal: refuse(
          'regime_not_offered',
          t('api.engagements.regimeNotOffered', { regime: regimeName(regime) }),
        ),
        warnings: [],
      };
    if (regime === 'student') return { regime, ...studentVerdict() };
    if (regime === 'flexi') return { regime, refusal: flexiRefusal(), warnings: [] };
    if (regime === 'extra') return { regime, refusal: extraRefusal(), warnings: [] };
    return { regime, refusal: null, warnings: [] };
  });
  const allowed = (regime: Regime | undefined) =>
    regimes.find((verdict) => verdict.regime === regime && verdict.refusal === null)?.regime;
  const own = status && status.status !== 'none' ? status.status : undefined;
  return {
    jobApplicationID: subject.jobApplicationID,
    // her own status where the law allows it; otherwise ordinary employment, never a regime she did not claim
    suggested: allowed(own) ?? 'ordinary',
    regimes,
    inszMissing: !worker?.userNationalRegisterNumberEncrypted,
  };
}
