import { DAYS_OF_WEEK } from '@jobbel/shared/businesses/business.constants';
import { labelOf, t } from '../../../lib/i18n';
import { useBusinessHours } from '../api/business-hours';

export function OpeningHours({ businessID }: { businessID: number }) {
  const hours = useBusinessHours(businessID);
  return (
    <dl className="space-y-1 text-sm">
      {DAYS_OF_WEEK.map((dayOfWeek) => {
        const slots = (hours.data ?? []).filter((hour) => hour.dayOfWeek === dayOfWeek);
        return (
          <div key={dayOfWeek} className="flex justify-between gap-4">
            <dt className="text-slate-600">{labelOf('web.businesses.days', dayOfWeek)}</dt>
            <dd className="text-right font-medium text-slate-900">
              {slots.length === 0
                ? t('web.common.closed')
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
