import type { BusinessHour } from '@jobbel/shared/businesses/business.schemas';

/** A slot in the editor: an existing one keeps its id. Times are HH:MM. */
export interface HourSlot {
  key: string;
  businessHourID?: number;
  dayOfWeek: number;
  openTime: string;
  closeTime: string;
}

export interface HoursDiff {
  add: HourSlot[];
  update: HourSlot[];
  remove: BusinessHour[];
}

export const DEFAULT_SLOT = { openTime: '09:00', closeTime: '17:00' };
const short = (time: string) => time.slice(0, 5);

export function slotsFromHours(hours: BusinessHour[]): HourSlot[] {
  return hours.map((hour) => ({
    key: `hour-${hour.businessHourID}`,
    businessHourID: hour.businessHourID,
    dayOfWeek: hour.dayOfWeek,
    openTime: short(hour.openTime),
    closeTime: short(hour.closeTime),
  }));
}

/** spec 001 §4: against the loaded snapshot, new slots are added, changed ones updated, removed ones deleted. */
export function diffHours(snapshot: BusinessHour[], slots: HourSlot[]): HoursDiff {
  const kept = new Set(slots.map((slot) => slot.businessHourID).filter((id) => id !== undefined));
  return {
    add: slots.filter((slot) => slot.businessHourID === undefined),
    update: slots.filter((slot) => {
      const original = snapshot.find((hour) => hour.businessHourID === slot.businessHourID);
      return (
        original !== undefined &&
        (short(original.openTime) !== slot.openTime || short(original.closeTime) !== slot.closeTime)
      );
    }),
    remove: snapshot.filter((hour) => !kept.has(hour.businessHourID)),
  };
}
