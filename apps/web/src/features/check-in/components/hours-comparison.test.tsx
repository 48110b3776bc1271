import { render, screen, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { HoursComparison } from './hours-comparison';

const day = '2026-12-05';
const at = (time: string) => `${day} ${time}:00`;

describe('planned, checked and submitted hours side by side', () => {
  it('marks a time more than 15 minutes from another, and not one within them', () => {
    render(
      <HoursComparison
        planned={{ start: at('18:00'), end: at('23:00') }}
        checked={{ start: at('18:10'), end: at('23:40') }}
        submitted={{ start: at('18:00'), end: at('23:45') }}
      />,
    );
    const row = (name: string) => within(screen.getByRole('row', { name: new RegExp(`^${name}`) }));
    // 10 minutes late at the door is within 15: not marked
    expect(row('Ingecheckt').getByText('18:10')).not.toHaveClass('bg-amber-100');
    // leaving 40 minutes after the planned end is
    expect(row('Ingecheckt').getByText('23:40')).toHaveClass('bg-amber-100');
    expect(row('Doorgegeven').getByText('23:45')).toHaveClass('bg-amber-100');
    expect(screen.getByText('Meer dan 15 minuten verschil', { selector: 'p' })).toBeVisible();
  });

  it('says nothing when the three agree within 15 minutes', () => {
    render(
      <HoursComparison
        planned={{ start: at('18:00'), end: at('23:00') }}
        checked={{ start: at('17:55'), end: at('23:05') }}
        submitted={{ start: at('18:00'), end: at('23:00') }}
      />,
    );
    expect(screen.queryByText('Meer dan 15 minuten verschil', { selector: 'p' })).toBeNull();
  });
});
