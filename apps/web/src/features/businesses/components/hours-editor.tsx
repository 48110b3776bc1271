import { DAYS_OF_WEEK } from '@jobbel/shared/businesses/business.constants';
import { labelOf, t } from '../../../lib/i18n';
import { DEFAULT_SLOT, type HourSlot } from '../hours-diff';
import type { SlotProblem } from '../slot-problems';

interface HoursEditorProps {
  slots: HourSlot[];
  onChange: (slots: HourSlot[]) => void;
  /** what is wrong with a slot, by its key, shown under it */
  problems?: Map<string, SlotProblem>;
}

let nextKey = 1;

/** spec 001 §2: several slots per day, Dutch day names, 'Gesloten' for a day without slots. */
export function HoursEditor({ slots, onChange, problems }: HoursEditorProps) {
  const update = (key: string, changes: Partial<HourSlot>) =>
    onChange(slots.map((slot) => (slot.key === key ? { ...slot, ...changes } : slot)));
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 font-semibold text-slate-900">{t('web.common.openingHours')}</legend>
      {DAYS_OF_WEEK.map((dayOfWeek) => {
        const dayName = labelOf('web.businesses.days', dayOfWeek);
        const daySlots = slots.filter((slot) => slot.dayOfWeek === dayOfWeek);
        return (
          <div
            key={dayOfWeek}
            className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 sm:flex-row sm:items-start"
          >
            <span className="w-28 pt-2 text-sm font-semibold text-slate-800">{dayName}</span>
            <div className="flex-1 space-y-2">
              {daySlots.length === 0 && (
                <p className="pt-2 text-sm text-slate-500">{t('web.common.closed')}</p>
              )}
              {daySlots.map((slot) => {
                const problem = problems?.get(slot.key);
                const problemID = `slot-problem-${slot.key}`;
                const invalid = (field: SlotProblem['field']) =>
                  problem?.field === field ? { 'aria-invalid': true, 'aria-describedby': problemID } : {};
                return (
                  <div key={slot.key}>
                    <div className="flex items-center gap-2">
                      <input
                        type="time"
                        aria-label={t('web.businesses.hoursEditor.opens', { day: dayName })}
                        data-slot={slot.key}
                        data-slot-field="openTime"
                        {...invalid('openTime')}
                        value={slot.openTime}
                        onChange={(event) => update(slot.key, { openTime: event.target.value })}
                        className="rounded-lg border border-slate-300 px-2 py-1.5 text-sm"
                      />
                      <span aria-hidden="true">–</span>
                      <input
                        type="time"
                        aria-label={t('web.businesses.hoursEditor.closes', { day: dayName })}
                        data-slot={slot.key}
                        data-slot-field="closeTime"
                        {...invalid('closeTime')}
                        value={slot.closeTime}
                        onChange={(event) => update(slot.key, { closeTime: event.target.value })}
                        className="rounded-lg border border-slate-300 px-2 py-1.5 text-sm"
                      />
                      <button
                        type="button"
                        aria-label={t('web.businesses.hoursEditor.verwijderTijdslotDaynameOpentime', {
                          dayName,
                          openTime: slot.openTime,
                        })}
                        onClick={() => onChange(slots.filter((each) => each.key !== slot.key))}
                        className="rounded px-2 py-1 text-slate-500 hover:bg-red-50 hover:text-red-700"
                      >
                        ×
                      </button>
                    </div>
                    {problem && (
                      <p id={problemID} className="mt-1 text-sm text-red-700">
                        {problem.message}
                      </p>
                    )}
                  </div>
                );
              })}
            </div>
            <button
              type="button"
              onClick={() => onChange([...slots, { key: `new-${nextKey++}`, dayOfWeek, ...DEFAULT_SLOT }])}
              className="self-start rounded-lg px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
              aria-label={t('web.businesses.hoursEditor.tijdslotToevoegenOpDayname', { dayName })}
            >
              {t('web.businesses.hoursEditor.addSlot')}
            </button>
          </div>
        );
      })}
    </fieldset>
  );
}
