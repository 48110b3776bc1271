import { DAY_NAMES } from '@jobbel/shared/businesses/business.schemas';
import { labelOf, t } from '../../../lib/i18n';
import { useBusinessHours } from '../api/business-hours';

export function OpeningHours({ businessID }: { businessID: number }) {
  const hours = useBusinessHours(businessID);
  return (
    <dl className="space-y-1 text-sm">
      {DAY_NAMES.map((day, index) => {
        const slots = (hours.data ?? []).filter((hour) => hour.dayOfWeek === index + 1);
        return (
          <div key={day} className="flex justify-between gap-4">
            <dt className="text-slate-600">{labelOf('web.businesses.days', index + 1)}</dt>
            <dd className="text-right font-medium text-slate-900">
              {slots.length === 0
                ? t('web.common.gesloten')
                : slots
                    .map((slot) => `${slot.openTime.slice(0, 5)}–${slot.closeTime.slice(0, 5)}`)
                    .join(', ')}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
