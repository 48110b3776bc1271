import type { Application } from '@jobbel/shared/applications/application.schemas';
import { bookedPlanOf } from '@jobbel/shared/applications/booked-plan';
import { formatHours } from '@jobbel/shared/shifts/format-hours';
import { HOURS_CONTEST_HOURS } from '@jobbel/shared/shifts/shift.constants';
import { addHours, grossAmount, plannedHours } from '@jobbel/shared/shifts/shift-rules';
import { formatDate, parseApiDateTime } from '../../lib/dates';
import { t } from '../../lib/i18n';
import { formatEuro } from '../../lib/money';

type Side = 'worker' | 'business';

export const moment = (apiDateTime: string | null) => {
  const date = parseApiDateTime(apiDateTime);
  return date ? formatDate(date, t('web.shifts.state.momentPattern')) : '–';
};

/** Both versions of hours the business corrected: what the worker confirmed and what the business set. */
function versions(application: Application): string[] {
  const submitted = application.jobApplicationSubmittedHours;
  const corrected = application.jobApplicationCorrectedHours;
  if (submitted === null || corrected === null) return [];
  return [
    t('web.shifts.state.hoursVersions', {
      submitted: formatHours(submitted),
      corrected: formatHours(corrected),
    }),
  ];
}

/** Where the hours of a shift stand, told from one side: confirmed, approved, corrected, agreed, contested, settled. */
export function hoursLines(application: Application, side: Side): string[] {
  const hours = formatHours(application.jobApplicationWorkedHours ?? 0);
  const comment = t('web.shifts.state.comment', { comment: application.jobApplicationHoursComment ?? '' });
  switch (application.jobApplicationHoursStatus) {
    case 'submitted':
      return side === 'worker'
        ? [t('web.shifts.state.hoursSubmitted', { hours })]
        : [
            t('web.shifts.state.hoursSubmittedBusiness', {
              hours,
              from: moment(application.jobApplicationWorkedStartDateTime),
              to: moment(application.jobApplicationWorkedEndDateTime),
              breakMinutes: application.jobApplicationBreakMinutes ?? 0,
            }),
          ];
    case 'approved':
      return [
        application.jobApplicationHoursDecidedBy === 'auto'
          ? t('web.shifts.state.hoursAutoApproved', { hours })
          : t('web.shifts.state.hoursApproved', { hours }),
      ];
    case 'corrected': {
      const correctedAt = application.jobApplicationCompletedDateTime;
      const until = moment(correctedAt && addHours(correctedAt, HOURS_CONTEST_HOURS));
      return [
        t('web.shifts.state.hoursCorrected', { hours }),
        comment,
        ...versions(application),
        t('web.shifts.state.hoursCorrectionOpen', { until }),
      ];
    }
    case 'agreed':
      return [t('web.shifts.state.hoursAgreed', { hours }), comment, ...versions(application)];
    case 'contested':
      return [
        t('web.shifts.state.hoursContested', {
          comment: application.jobApplicationHoursContestComment ?? '',
        }),
        ...versions(application),
        side === 'worker'
          ? t('web.shifts.state.hoursContestedWorker')
          : t('web.shifts.state.hoursContestedBusiness'),
      ];
    case 'settled':
      return [t('web.shifts.state.hoursSettled', { hours }), ...versions(application)];
    default:
      return [];
  }
}

/**
 * The gross amount both sides can count on: planned from the job's hours before the shift is done, then
 * from the hours that count; always with who pays it (the employer, never Jobbel).
 */
export function amountLines(application: Application): string[] {
  const wage = application.jobWagePerHour;
  if (wage === null) return [];
  const status = application.jobApplicationStatus;
  const final = status === 'completed' ? application.jobApplicationWorkedHours : null;
  const booked = status === 'accepted' || status === 'pending' || status === 'invited';
  // planned on the terms she is booked on, with the job's break and total hours
  const plan = booked ? bookedPlanOf(application) : null;
  const planned = plan ? plannedHours(plan) : null;
  const hours = final ?? planned;
  if (hours === null || hours === undefined) return [];
  const vars = {
    hours: formatHours(hours),
    wage: formatEuro(wage),
    amount: formatEuro(grossAmount(hours, wage)),
  };
  return [
    final !== null ? t('web.shifts.state.amountFinal', vars) : t('web.shifts.state.amountPlanned', vars),
  ];
}
