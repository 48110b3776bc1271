import type { Place } from '@jobbel/shared/places/place.schemas';
import type { UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** What a location field of the jobs feature hands to the town field the screen renders (features/places). */
export interface TownFieldSlot {
  id: string;
  className: string;
  placeholder: string;
  value: string;
  onType: (text: string) => void;
  onPick: (town: string) => void;
  onFocus?: () => void;
  onBlur?: () => void;
  invalid?: boolean;
  describedBy?: string;
}

export type RenderTownField = (field: TownFieldSlot) => ReactNode;

/**
 * The towns suggested for a typed text, the town of that very name first: a query the screen hands in
 * from features/places, so that the dashboard searches the town a typed location means.
 */
export type TownSuggestionsQuery = (typed: string) => UseQueryOptions<Place[], Error, Place[], string[]>;
