import type { Application } from '@jobbel/shared/applications/application.schemas';
import { NO_SHOW_CONTEST_HOURS } from '@jobbel/shared/shifts/shift.constants';
import { addHours } from '@jobbel/shared/shifts/shift-rules';
import { t } from '../../../lib/i18n';
import { amountLines, hoursLines, moment } from '../hours-lines';
import { waitingChanges } from './change-answer';

type Side = 'worker' | 'business';

function cancellationLines(application: Application, side: Side): string[] {
  if (application.jobApplicationChangeDeclined)
    return [
      side === 'worker'
        ? t('web.shifts.state.changeDeclinedWorker')
        : t('web.shifts.state.changeDeclinedBusiness'),
    ];
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
    ...(side === 'business' && waitingChanges(application).length > 0
      ? [t('web.shifts.state.changeWaiting')]
      : []),
    ...hoursLines(application, side),
    ...amountLines(application),
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
