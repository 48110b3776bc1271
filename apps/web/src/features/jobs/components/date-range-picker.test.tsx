import { render, screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { DateRange } from '../date-range';
import { DateRangePicker } from './date-range-picker';

const today = new Date(2026, 10, 18); // Wednesday 18 November 2026

function Harness({ initial = { start: null, end: null } }: { initial?: DateRange }) {
  const [range, setRange] = useState<DateRange>(initial);
  return (
    <>
      <DateRangePicker value={range} onChange={setRange} today={today} />
      <output data-testid="range">
        {range.start?.getDate() ?? '-'}/{range.end?.getDate() ?? '-'}
      </output>
    </>
  );
}

const day = (name: string) => screen.getByRole('button', { name });
const openPicker = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: /Kies datums|Vanaf|–/ }));

describe('date range picker (spec 000 §4)', () => {
  it('starts the week on Monday and disables past days', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await openPicker(user);
    const dialog = screen.getByRole('dialog');
    const headers = ['Ma', 'Di', 'Wo', 'Do', 'Vr', 'Za', 'Zo'].map((label) =>
      within(dialog).getByText(label),
    );
    expect(headers.map((header) => header.textContent)).toEqual(['Ma', 'Di', 'Wo', 'Do', 'Vr', 'Za', 'Zo']);
    expect(day('dinsdag 17 november 2026')).toBeDisabled();
    expect(day('woensdag 18 november 2026')).toBeEnabled();
  });

  it('sets start then end, alternating the prompt, and closes on the end date', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await openPicker(user);
    expect(screen.getByText('Selecteer startdatum')).toBeInTheDocument();
    await user.click(day('vrijdag 20 november 2026'));
    expect(screen.getByText('Selecteer einddatum')).toBeInTheDocument();
    await user.click(day('woensdag 25 november 2026'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('range')).toHaveTextContent('20/25');
  });

  it('swaps when the end is before the start', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await openPicker(user);
    await user.click(day('woensdag 25 november 2026'));
    await user.click(day('vrijdag 20 november 2026'));
    expect(screen.getByTestId('range')).toHaveTextContent('20/25');
  });

  it('clears the end when a new start falls after it, and Wissen clears both', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ start: new Date(2026, 10, 20), end: new Date(2026, 10, 22) }} />);
    await openPicker(user);
    await user.click(day('vrijdag 27 november 2026'));
    expect(screen.getByTestId('range')).toHaveTextContent('27/-');
    await user.click(screen.getByRole('button', { name: 'Wissen' }));
    expect(screen.getByTestId('range')).toHaveTextContent('-/-');
    expect(screen.getByText('Selecteer startdatum')).toBeInTheDocument();
  });

  it('pages months back and forth', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await openPicker(user);
    await user.click(screen.getByRole('button', { name: 'Volgende maand' }));
    expect(screen.getByText(/december 2026/i)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Vorige maand' }));
    await user.click(screen.getByRole('button', { name: 'Vorige maand' }));
    expect(screen.getByText(/oktober 2026/i)).toBeInTheDocument();
    expect(day('donderdag 15 oktober 2026')).toBeDisabled();
  });
});
