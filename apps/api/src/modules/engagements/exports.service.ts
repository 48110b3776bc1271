import { ruleOn } from '@jobbel/shared/engagements/belgian-rules';
import { employerContribution, hoursOf, studentHoursOf } from '@jobbel/shared/engagements/engagement-hours';
import { studentHoursOutlook } from '@jobbel/shared/engagements/engagement-rules';
import {
  type CostEstimate,
  type DimonaDeclaration,
  EXPORT_FORMAT_VERSION,
  type Performance,
} from '@jobbel/shared/engagements/exports.schemas';
import { DIMONA_WORKER_TYPE, REGIMES, type Regime } from '@jobbel/shared/engagements/regimes';
import { grossAmount } from '@jobbel/shared/shifts/shift-rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { AuthContext } from '../../lib/auth-context';
import { brusselsNow } from '../../lib/clock';
import type { FieldCipher } from '../../lib/field-encryption';
import { notFound } from '../../lib/http-error';
import { t } from '../../lib/i18n';
import { ownBusiness } from '../businesses/businesses.write-service';
import { findEmployerLegal, findWorkplaces } from './employer-legal.repository';
import { engagementsBetween, engagementTimeOf } from './engagements.repository';
import { type ExportableEngagement, exportableEngagement, exportableEngagements } from './exports.repository';
import { recordDisclosures } from './insz-disclosures.repository';
import { findWorkStatus } from './work-status.repository';
import { workplaceFor } from './workplace-of-shift';

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const hourOf = (dateTime: string) => dateTime.slice(11, 16);
const inszOf = (cipher: FieldCipher, stored: string | null) =>
  stored === null ? null : cipher.decrypt(stored).replace(/\D/g, '');

async function employerOf(db: Kysely<Database>, auth: AuthContext) {
  const business = await ownBusiness(db, auth);
  const [legal, workplaces] = await Promise.all([
    findEmployerLegal(db, business.businessID),
    findWorkplaces(db, business.businessID),
  ]);
  return { business, legal, workplaces };
}

/** One engagement as a Dimona declaration; showing it shows her INSZ, which is recorded. */
export async function dimonaDeclarationOf(
  db: Kysely<Database>,
  cipher: FieldCipher,
  auth: AuthContext,
  jobApplicationID: number,
): Promise<DimonaDeclaration> {
  const { business, legal, workplaces } = await employerOf(db, auth);
  const row = await exportableEngagement(db, business.businessID, jobApplicationID);
  if (!row) throw notFound(t('api.engagements.noDimona'));
  const time = engagementTimeOf(row);
  const regime = time.regime;
  const byHours = regime === 'flexi' || regime === 'extra';
  const place = workplaceFor(workplaces, row.jobApplicationAgreedLocation);
  const declaration: DimonaDeclaration = {
    formatVersion: EXPORT_FORMAT_VERSION,
    jobApplicationID,
    employer: {
      enterpriseNumber: legal?.legalEnterpriseNumber ?? null,
      rszNumber: legal?.legalRszNumber ?? null,
    },
    worker: {
      insz: inszOf(cipher, row.userNationalRegisterNumberEncrypted),
      firstName: row.userFirstName,
      lastName: row.userLastName,
    },
    workerType: DIMONA_WORKER_TYPE[regime],
    jointCommittee: legal?.legalJointCommittee ?? ruleOn('horecaJointCommittee', time.start),
    startDate: time.start.slice(0, 10),
    endDate: time.end.slice(0, 10),
    startHour: byHours ? hourOf(time.start) : null,
    endHour: byHours ? hourOf(time.end) : null,
    plannedHours: regime === 'student' ? studentHoursOf({ ...time, worked: null }) : null,
    placeOfWork:
      regime === 'student' && place
        ? {
            address: place.workplaceAddress,
            municipality: place.workplaceMunicipality,
            nisCode: place.workplaceNisCode,
          }
        : null,
  };
  if (declaration.worker.insz !== null)
    await recordDisclosures(
      db,
      [{ userID: row.jobApplicationUserID, jobApplicationID }],
      business.businessID,
      'dimona_export',
      brusselsNow(),
    );
  return declaration;
}

/** The worked performances of a period (completed shifts, the hours both agreed), with each INSZ recorded. */
export async function performancesOf(
  db: Kysely<Database>,
  cipher: FieldCipher,
  auth: AuthContext,
  period: { from: string; to: string },
): Promise<Performance[]> {
  const { business, legal, workplaces } = await employerOf(db, auth);
  const rows = (await exportableEngagements(db, business.businessID, period.from, nextDay(period.to))).filter(
    (row) => row.jobApplicationStatus === 'completed',
  );
  const performances = rows.map((row) => {
    const time = engagementTimeOf(row);
    const worked = time.worked ?? time;
    return {
      enterprise_number: legal?.legalEnterpriseNumber ?? null,
      workplace_nis: workplaceFor(workplaces, row.jobApplicationAgreedLocation)?.workplaceNisCode ?? null,
      insz: inszOf(cipher, row.userNationalRegisterNumberEncrypted),
      name: `${row.userLastName} ${row.userFirstName}`.trim(),
      regime: time.regime,
      date: worked.start.slice(0, 10),
      start: hourOf(worked.start),
      end: hourOf(worked.end),
      break_minutes: worked.breakMinutes,
      hours: hoursOf(time),
      student_hours: time.regime === 'student' ? studentHoursOf(time) : null,
      wage_per_hour: time.wagePerHour,
      function: row.jobType ?? row.jobSnapshotTitle,
      dimona_period_id: row.jobApplicationDimonaPeriodID,
    };
  });
  const shown = rows.filter((row) => row.userNationalRegisterNumberEncrypted !== null);
  await recordDisclosures(
    db,
    shown.map((row) => ({ userID: row.jobApplicationUserID, jobApplicationID: row.jobApplicationID })),
    business.businessID,
    'performances_export',
    brusselsNow(),
  );
  return performances;
}

/** Of a student's shift, the hours beyond her yearly quota: by what she declared, and her hours through Jobbel. */
async function studentHoursBeyondQuota(db: Kysely<Database>, row: ExportableEngagement): Promise<number> {
  const time = engagementTimeOf(row);
  const year = time.start.slice(0, 4);
  const [status, earlier] = await Promise.all([
    findWorkStatus(db, row.jobApplicationUserID),
    engagementsBetween(db, { userID: row.jobApplicationUserID }, `${year}-01-01`, time.start),
  ]);
  const declaredOn = status?.studentHoursRemainingOn?.startsWith(year)
    ? status.studentHoursRemainingOn
    : null;
  const counted = earlier.filter(
    (engagement) => engagement.regime === 'student' && (!declaredOn || engagement.start >= declaredOn),
  );
  const throughJobbel = counted.reduce((sum, engagement) => sum + studentHoursOf(engagement), 0);
  const quota = ruleOn('studentHoursPerYear', time.start);
  const usedBefore = declaredOn ? quota - status!.studentHoursRemaining! + throughJobbel : throughJobbel;
  return studentHoursOutlook(time.start, usedBefore, studentHoursOf(time) * 60).beyondQuota;
}

/** Gross wage and the employer's contribution per regime, planned and worked shifts alike: an estimate. */
export async function costEstimateOf(
  db: Kysely<Database>,
  auth: AuthContext,
  period: { from: string; to: string },
): Promise<CostEstimate> {
  const business = await ownBusiness(db, auth);
  const rows = await exportableEngagements(db, business.businessID, period.from, nextDay(period.to));
  const round = (amount: number) => Math.round(amount * 100) / 100;
  const totals = new Map<Regime, CostEstimate['regimes'][number]>();
  for (const row of rows) {
    const time = engagementTimeOf(row);
    const hours = hoursOf(time);
    const gross = grossAmount(hours, time.wagePerHour ?? 0);
    const beyond = time.regime === 'student' ? await studentHoursBeyondQuota(db, row) : 0;
    const contribution = employerContribution(time.regime, gross, time.start, {
      beyondStudentQuota: Math.min(beyond, hours),
      total: hours,
    });
    const sum = totals.get(time.regime) ?? {
      regime: time.regime,
      engagements: 0,
      hours: 0,
      studentHoursBeyondQuota: 0,
      gross: 0,
      employerContribution: 0,
      total: 0,
    };
    sum.engagements += 1;
    sum.hours = round(sum.hours + hours);
    sum.studentHoursBeyondQuota += beyond;
    sum.gross = round(sum.gross + gross);
    sum.employerContribution = round(sum.employerContribution + contribution);
    sum.total = round(sum.gross + sum.employerContribution);
    totals.set(time.regime, sum);
  }
  const regimes = REGIMES.flatMap((regime) => totals.get(regime) ?? []);
  return {
    formatVersion: EXPORT_FORMAT_VERSION,
    estimate: true,
    from: period.from,
    to: period.to,
    regimes,
    total: round(regimes.reduce((sum, regime) => sum + regime.total, 0)),
  };
}
