import type { BusinessHour } from '@jobbel/shared/businesses/business.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { labelOf, t } from '../../../lib/i18n';
import { diffHours, type HourSlot } from '../hours-diff';
import { addBusinessHour, deleteBusinessHour, updateBusinessHour } from './business-hours';
import { businessKeys } from './business-keys';

const withSeconds = (time: string) => (time.length === 5 ? `${time}:00` : time);
const dayName = (dayOfWeek: number) => labelOf('web.businesses.days', dayOfWeek);
const reason = (error: unknown) => (error instanceof Error ? error.message : t('web.common.errors.unknown'));

/** Applies the diff one call at a time; answers the per-day failures (spec 001 §8) and whether anything changed. */
export async function saveHours(
  snapshot: BusinessHour[],
  slots: HourSlot[],
): Promise<{ changed: boolean; failures: string[] }> {
  const diff = diffHours(snapshot, slots);
  const failures: string[] = [];
  for (const slot of diff.add) {
    await addBusinessHour({
      dayOfWeek: slot.dayOfWeek,
      openTime: withSeconds(slot.openTime),
      closeTime: withSeconds(slot.closeTime),
    }).catch((error) =>
      failures.push(
        t('web.businesses.openingHoursSave.addFailed', {
          day: dayName(slot.dayOfWeek),
          reason: reason(error),
        }),
      ),
    );
  }
  for (const slot of diff.update) {
    await updateBusinessHour(slot.businessHourID!, {
      openTime: withSeconds(slot.openTime),
      closeTime: withSeconds(slot.closeTime),
    }).catch((error) =>
      failures.push(
        t('web.businesses.openingHoursSave.updateFailed', {
          day: dayName(slot.dayOfWeek),
          reason: reason(error),
        }),
      ),
    );
  }
  for (const hour of diff.remove) {
    await deleteBusinessHour(hour.businessHourID).catch((error) =>
      failures.push(
        t('web.businesses.openingHoursSave.deleteFailed', {
          day: dayName(hour.dayOfWeek),
          reason: reason(error),
        }),
      ),
    );
  }
  return { changed: diff.add.length + diff.update.length + diff.remove.length > 0, failures };
}

/** Saves the opening hours; the business page and form show the stored hours afterwards. */
export function useSaveHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ snapshot, slots }: { snapshot: BusinessHour[]; slots: HourSlot[] }) =>
      saveHours(snapshot, slots),
    onSettled: () => queryClient.invalidateQueries({ queryKey: businessKeys.all }),
  });
}
