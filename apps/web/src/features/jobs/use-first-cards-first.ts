import { useEffect, useState } from 'react';

/** Whether a list of cards was drawn since the page was loaded. */
let cardsDrawnSinceLoad = false;

/** Two rows of the job grid: one column on a phone, two from `sm`, three from `lg` (jobs-results.tsx). */
function twoRowsOfCards(): number {
  const columns = window.matchMedia('(min-width: 1024px)').matches
    ? 3
    : window.matchMedia('(min-width: 640px)').matches
      ? 2
      : 1;
  return 2 * columns;
}

/**
 * The first cards a page load draws: only the two rows a screen shows, then the rest a frame later. On
 * a phone the first screen holds one card of twelve; drawing the other eleven (40 elements each) with it
 * held the first card back (docs/decisions/phone-delivery.md). Every later list, a page of the feed
 * reached by going back included, is drawn whole at once, so a kept scroll position finds its card.
 */
export function useFirstCardsFirst<T>(cards: T[]): T[] {
  const [whole, setWhole] = useState(cardsDrawnSinceLoad);
  useEffect(() => {
    if (cards.length === 0) return;
    cardsDrawnSinceLoad = true;
    if (whole) return;
    const frame = requestAnimationFrame(() => setWhole(true));
    return () => cancelAnimationFrame(frame);
  }, [cards.length, whole]);
  return whole ? cards : cards.slice(0, twoRowsOfCards());
}
