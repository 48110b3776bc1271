import type { Application } from '@jobbel/shared/applications/application.schemas';
import { formatHours } from '@jobbel/shared/shifts/format-hours';
import { NO_SHOW_CONTEST_HOURS } from '@jobbel/shared/shifts/shift.constants';
import { addHours } from '@jobbel/shared/shifts/shift-rules';
import { formatDate, parseApiDateTime } from '../../../lib/dates';
import { t } from '../../../lib/i18n';

const moment = (apiDateTime: string | null) => {
  const date = parseApiDateTime(apiDateTime);
  return date ? formatDate(date, t('web.shifts.state.momentPattern')) : '–';
};

type Side = 'worker' | 'business';

function cancellationLines(application: Application, side: Side): string[] {
  const byOtherSide = application.jobApplicationChangedBy !== side;
  const lines = [
    byOtherSide
      ? t(side === 'worker' ? 'web.shifts.state.cancelledByBusiness' : 'web.shifts.state.cancelledByWorker')
      : t('web.shifts.state.cancelledByYou'),
  ];
  if (application.jobApplicationLateCancellation) lines.push(t('web.shifts.state.cancelledLate'));
  if (application.jobApplicationCancelReason)
    lines.push(t('web.shifts.state.reason', { reason: application.jobApplicationCancelReason }));
  return lines;
}

function noShowLines(application: Application, side: Side): string[] {
  const claimedAt = application.jobApplicationNoShowClaimedDateTime;
  switch (application.jobApplicationNoShowState) {
    case 'claimed': {
      const until = moment(claimedAt && addHours(claimedAt, NO_SHOW_CONTEST_HOURS));
      return [
        side === 'worker'
          ? t('web.shifts.state.noShowClaimedWorker', { until })
          : t('web.shifts.state.noShowClaimedBusiness', { until }),
      ];
    }
    case 'contested':
      return [
        t('web.shifts.state.noShowContested', {
          reason: application.jobApplicationNoShowContestReason ?? '',
        }),
        side === 'worker'
          ? t('web.shifts.state.noShowContestedWorker')
          : t('web.shifts.state.noShowContestedBusiness'),
      ];
    case 'confirmed':
      return [t('web.shifts.state.noShowConfirmed')];
    default:
      return [t('web.shifts.state.noShow')];
  }
}

function hoursLines(application: Application, side: Side): string[] {
  const hours = formatHours(application.jobApplicationWorkedHours ?? 0);
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
    case 'corrected':
      return [
        t('web.shifts.state.hoursCorrected', { hours }),
        t('web.shifts.state.comment', { comment: application.jobApplicationHoursComment ?? '' }),
      ];
    default:
      return [];
  }
}

function ratingLines(application: Application): string[] {
  const lines: string[] = [];
  if (application.jobApplicationMyRating)
    lines.push(t('web.shifts.state.yourRating', { stars: application.jobApplicationMyRating.ratingStars }));
  if (application.jobApplicationTheirRating) {
    const { ratingStars, ratingComment } = application.jobApplicationTheirRating;
    lines.push(
      t('web.shifts.state.theirRating', { stars: ratingStars }) +
        (ratingComment ? ` — “${ratingComment}”` : ''),
    );
  } else if (application.jobApplicationMyRating) lines.push(t('web.shifts.state.ratingHidden'));
  return lines;
}

/** What happened to a shift after 'accepted', told from one side. */
export function ShiftState({ application, side }: { application: Application; side: Side }) {
  const lines = [
    ...(application.jobApplicationStatus === 'cancelled' && application.jobApplicationChangedBy !== 'system'
      ? cancellationLines(application, side)
      : []),
    ...(application.jobApplicationStatus === 'noShow' ? noShowLines(application, side) : []),
    ...hoursLines(application, side),
    ...ratingLines(application),
  ];
  if (lines.length === 0) return null;
  return (
    <ul className="space-y-1 rounded-lg bg-slate-50 p-3 text-sm text-slate-700" data-testid="shift-state">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
