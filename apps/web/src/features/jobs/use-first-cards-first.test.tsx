import { render, screen, waitFor } from '@testing-library/preact';
import { afterEach, expect, it, vi } from 'vitest';
import { useFirstCardsFirst } from './use-first-cards-first';

const cards = Array.from({ length: 12 }, (_, index) => `kaart ${index + 1}`);

function Cards({ of }: { of: string[] }) {
  const drawn = useFirstCardsFirst(of);
  return (
    <ul>
      {drawn.map((card) => (
        <li key={card}>{card}</li>
      ))}
    </ul>
  );
}

/** A screen as wide as `columns` columns of the job grid (sm: two, lg: three). */
function screenOf(columns: 1 | 2 | 3) {
  const widths: Record<string, boolean> = {
    '(min-width: 640px)': columns >= 2,
    '(min-width: 1024px)': columns === 3,
  };
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: widths[query] ?? false }));
}

afterEach(() => vi.unstubAllGlobals());

it("draws a page load's first cards two rows at a time, then the rest, and every later list at once", async () => {
  screenOf(2);
  const first = render(<Cards of={cards} />);
  // the first frame holds two rows of two columns
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(cards.slice(0, 4));
  await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(12));
  first.unmount();

  // going back to the feed: the whole list at once, so that a kept scroll position finds its card
  screenOf(1);
  render(<Cards of={cards} />);
  expect(screen.getAllByRole('listitem')).toHaveLength(12);
});
