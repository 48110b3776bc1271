import { ruleOn } from '@jobbel/shared/engagements/belgian-rules';
import { dayOf, distinctDays, hoursOf, studentHoursOf } from '@jobbel/shared/engagements/engagement-hours';
import { quarterOf } from '@jobbel/shared/engagements/engagement-rules';
import {
  NO_WORK_STATUS,
  type WorkHours,
  type WorkStatusDto,
  type workStatusPayloadSchema,
} from '@jobbel/shared/engagements/work-status.schemas';
import { grossAmount } from '@jobbel/shared/shifts/shift-rules';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import type { AuthContext } from '../../lib/auth-context';
import { brusselsNow } from '../../lib/clock';
import { engagementsBetween } from './engagements.repository';
import { ownWorkerID } from './own-worker';
import { findWorkStatus, saveWorkStatus } from './work-status.repository';

export async function workStatusOf(db: Kysely<Database>, userID: number): Promise<WorkStatusDto> {
  const row = await findWorkStatus(db, userID);
  if (!row) return NO_WORK_STATUS;
  return {
    status: row.status,
    studentSchool: row.studentSchool,
    studentProofCheckedOn: row.studentProofCheckedOn,
    studentHoursRemaining: row.studentHoursRemaining,
    studentHoursRemainingOn: row.studentHoursRemainingOn,
    flexiBasis: row.flexiBasis,
    flexiDeclaredOn: row.flexiDeclaredOn,
  };
}

export function ownWorkStatus(db: Kysely<Database>, auth: AuthContext) {
  return workStatusOf(db, ownWorkerID(auth));
}

/** Saves what she declares; the day of a flexi declaration is kept until the basis changes. */
export async function saveOwnWorkStatus(
  db: Kysely<Database>,
  auth: AuthContext,
  payload: z.output<typeof workStatusPayloadSchema>,
) {
  const userID = ownWorkerID(auth);
  const now = brusselsNow();
  const before = await findWorkStatus(db, userID);
  const student = payload.status === 'student';
  const flexi = payload.status === 'flexi';
  const sameFlexi = flexi && before?.status === 'flexi' && before.flexiBasis === payload.flexiBasis;
  await saveWorkStatus(db, {
    statusUserID: userID,
    status: payload.status,
    studentSchool: student ? payload.studentSchool : null,
    studentProofCheckedOn: student ? payload.studentProofCheckedOn : null,
    studentHoursRemaining: student ? payload.studentHoursRemaining : null,
    studentHoursRemainingOn:
      student && payload.studentHoursRemaining !== null ? payload.studentHoursRemainingOn : null,
    flexiBasis: flexi ? payload.flexiBasis : null,
    flexiDeclaredOn: flexi ? (sameFlexi ? before.flexiDeclaredOn : dayOf(now)) : null,
    statusUpdatedDateTime: now,
  });
  return workStatusOf(db, userID);
}

/** "Mijn werkuren": this calendar year through Jobbel, against the law's figures and her declaration. */
export async function ownWorkHours(db: Kysely<Database>, auth: AuthContext): Promise<WorkHours> {
  const userID = ownWorkerID(auth);
  const today = dayOf(brusselsNow());
  const year = Number(today.slice(0, 4));
  const [status, engagements] = await Promise.all([
    findWorkStatus(db, userID),
    engagementsBetween(db, { userID }, `${year}-01-01`, `${year + 1}-01-01`),
  ]);
  const of = (regime: string) => engagements.filter((engagement) => engagement.regime === regime);
  const students = of('student');
  const quarters = [1, 2, 3, 4].map((number) => {
    const quarter = `${year}-Q${number}`;
    const inQuarter = students.filter((engagement) => quarterOf(engagement.start) === quarter);
    const sum = (list: typeof students) =>
      list.reduce((total, engagement) => total + studentHoursOf(engagement), 0);
    return {
      quarter,
      approved: sum(inQuarter.filter((engagement) => engagement.completed)),
      planned: sum(inQuarter.filter((engagement) => !engagement.completed)),
    };
  });
  const declaredOn =
    status?.studentHoursRemaining !== null && status?.studentHoursRemainingOn?.startsWith(String(year))
      ? status.studentHoursRemainingOn
      : null;
  const sinceDeclared = declaredOn
    ? students
        .filter((engagement) => dayOf(engagement.start) >= declaredOn)
        .reduce((total, engagement) => total + studentHoursOf(engagement), 0)
    : 0;
  const declaredRemaining = declaredOn ? status!.studentHoursRemaining : null;
  return {
    year,
    student: {
      quota: ruleOn('studentHoursPerYear', today),
      quarters,
      total: quarters.reduce((total, quarter) => total + quarter.approved + quarter.planned, 0),
      declaredRemaining,
      declaredOn,
      sinceDeclared,
      left: declaredRemaining === null ? null : declaredRemaining - sinceDeclared,
    },
    extra: { days: distinctDays(of('extra')).length, limit: ruleOn('extraDaysPerWorkerYear', today) },
    flexi: {
      earnings: of('flexi').reduce(
        (total, engagement) => total + grossAmount(hoursOf(engagement), engagement.wagePerHour ?? 0),
        0,
      ),
      ceiling: ruleOn('flexiTaxFreeYearCeiling', today),
    },
  };
}
