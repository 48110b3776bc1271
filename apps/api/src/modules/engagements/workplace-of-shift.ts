import type { Workplace } from '@jobbel/shared/engagements/employer-legal.schemas';
import { toSearchKey } from '@jobbel/shared/jobs/search-key';

/** The place of work in the town of the shift, else the first the business recorded. */
export function workplaceFor(workplaces: Workplace[], town: string | null): Workplace | null {
  const key = town ? toSearchKey(town) : '';
  return (
    workplaces.find((place) => toSearchKey(place.workplaceMunicipality) === key) ?? workplaces[0] ?? null
  );
}
