import type { ReactNode } from 'react';

/** What a location field of the jobs feature hands to the town field the screen renders (features/places). */
export interface TownFieldSlot {
  id: string;
  className: string;
  placeholder: string;
  value: string;
  onType: (text: string) => void;
  onPick: (town: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
  describedBy?: string;
}

export type RenderTownField = (field: TownFieldSlot) => ReactNode;
