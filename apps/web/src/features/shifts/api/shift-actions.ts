import type { Application } from '@jobbel/shared/applications/application.schemas';
import type {
  CorrectedHoursPayload,
  RatingPayload,
  WorkedHoursPayload,
} from '@jobbel/shared/shifts/shift.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, type RequestOptions } from '../../../lib/api-client';

/** Every step of a shift after 'accepted', as the API names it. */
export type ShiftAction =
  | { kind: 'cancel'; reason?: string }
  | { kind: 'noShow' }
  | { kind: 'contestNoShow'; reason: string }
  | { kind: 'withdrawNoShow' }
  | { kind: 'confirmNoShow' }
  | { kind: 'confirmHours'; hours: WorkedHoursPayload }
  | { kind: 'approveHours' }
  | { kind: 'correctHours'; hours: CorrectedHoursPayload }
  | { kind: 'acceptCorrection' }
  | { kind: 'acceptChange' }
  | { kind: 'declineChange' }
  | { kind: 'contestHours'; comment: string }
  | { kind: 'settleHours'; final: 'correction' | 'worker' }
  | { kind: 'rate'; rating: RatingPayload }
  | { kind: 'answerInvitation'; accept: boolean };

function requestOf(action: ShiftAction): [string, RequestOptions] {
  switch (action.kind) {
    case 'cancel':
      return [
        '/jobapplications/cancel',
        { method: 'POST', body: { jobApplicationCancelReason: action.reason } },
      ];
    case 'noShow':
      return ['/jobapplications/no-show', { method: 'POST' }];
    case 'contestNoShow':
      return [
        '/jobapplications/no-show/contest',
        { method: 'POST', body: { jobApplicationNoShowContestReason: action.reason } },
      ];
    case 'withdrawNoShow':
      return ['/jobapplications/no-show/withdraw', { method: 'POST' }];
    case 'confirmNoShow':
      return ['/jobapplications/no-show/confirm', { method: 'POST' }];
    case 'confirmHours':
      return ['/jobapplications/hours', { method: 'PUT', body: action.hours }];
    case 'approveHours':
      return ['/jobapplications/hours/approve', { method: 'POST' }];
    case 'correctHours':
      return ['/jobapplications/hours/correct', { method: 'POST', body: action.hours }];
    case 'acceptChange':
      return ['/jobapplications/change/accept', { method: 'POST' }];
    case 'declineChange':
      return ['/jobapplications/change/decline', { method: 'POST' }];
    case 'acceptCorrection':
      return ['/jobapplications/hours/accept-correction', { method: 'POST' }];
    case 'contestHours':
      return [
        '/jobapplications/hours/contest',
        { method: 'POST', body: { jobApplicationHoursContestComment: action.comment } },
      ];
    case 'settleHours':
      return [
        '/jobapplications/hours/settle',
        { method: 'POST', body: { jobApplicationHoursFinal: action.final } },
      ];
    case 'rate':
      return ['/jobapplications/rating', { method: 'POST', body: action.rating }];
    case 'answerInvitation':
      return ['/jobapplications/invitation', { method: 'POST', body: { accept: action.accept } }];
  }
}

export function runShiftAction(jobApplicationID: number, action: ShiftAction) {
  const [path, options] = requestOf(action);
  return apiRequest<Application>(path, { ...options, query: { id: jobApplicationID } });
}

/** One application's shift steps; `onChanged` refreshes whatever list shows it (the screen decides). */
export function useShiftAction(jobApplicationID: number, onChanged: () => unknown) {
  return useMutation({
    mutationFn: (action: ShiftAction) => runShiftAction(jobApplicationID, action),
    onSuccess: () => onChanged(),
  });
}
