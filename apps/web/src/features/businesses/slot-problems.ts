import { businessHourUpdateSchema } from '@jobbel/shared/businesses/business.schemas';
import { translateMessage } from '../../lib/i18n';
import type { HourSlot } from './hours-diff';

export interface SlotProblem {
  field: 'openTime' | 'closeTime';
  message: string;
}

/**
 * What is wrong with each slot, by its key, in the words the API would use: an empty or half time, or a
 * close before the opening. A slot that is fine has no entry.
 */
export function slotProblemsOf(slots: HourSlot[]): Map<string, SlotProblem> {
  const problems = new Map<string, SlotProblem>();
  for (const slot of slots) {
    const result = businessHourUpdateSchema.safeParse({ openTime: slot.openTime, closeTime: slot.closeTime });
    const issue = result.error?.issues[0];
    if (issue)
      problems.set(slot.key, {
        field: issue.path[0] === 'openTime' ? 'openTime' : 'closeTime',
        message: translateMessage(issue.message),
      });
  }
  return problems;
}
