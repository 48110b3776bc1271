import { render, screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { byStart, type CalendarEntry } from '../calendar-entries';
import { DayCell } from './day-cell';

const day = new Date(2030, 5, 1);
const at = (hour: number, title: string): CalendarEntry => ({
  id: title,
  title,
  start: new Date(2030, 5, 1, hour),
  end: new Date(2030, 5, 1, hour + 2),
  kind: 'future',
});

describe('a busy calendar day', () => {
  it('shows its earliest two shifts, and +N meer opens the whole day', async () => {
    const entries = [at(18, 'Avondshift'), at(8, 'Ontbijt'), at(12, 'Lunch')].sort(byStart);
    render(<DayCell day={day} month={day} today={new Date(2030, 0, 1)} entries={entries} />);
    const cell = screen.getByTestId('day-2030-06-01');
    expect(
      within(cell)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['08:00 Ontbijt', '12:00 Lunch', '+1 meer']);
    await userEvent.click(screen.getByRole('button', { name: '+1 meer' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(/Avondshift/)).toBeInTheDocument();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
  });
});
