import type { Business, BusinessHour } from '@jobbel/shared/businesses/business.schemas';
import type { BusinessHourRow, BusinessRow } from '../../db/database';

export function toBusinessDto(row: BusinessRow): Business {
  return { ...row };
}

export function toBusinessHourDto(row: BusinessHourRow): BusinessHour {
  return { ...row };
}
