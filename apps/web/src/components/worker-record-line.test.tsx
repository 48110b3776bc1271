import type { WorkerRecord } from '@jobbel/shared/shifts/shift.schemas';
import { render, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { WorkerRecordLine } from './worker-record-line';

const recordOf = (completedJobs: number): WorkerRecord => ({
  completedJobs,
  totalHours: completedJobs * 6,
  averageRating: null,
  ratingCount: 0,
  reliability: null,
  reliabilityCounts: { completed: completedJobs, lateCancellations: 0, noShows: 0 },
});

describe("a worker's record counts as the language does (plural texts)", () => {
  it.each([
    [1, '1 voltooide job'],
    [3, '3 voltooide jobs'],
    [0, '0 voltooide jobs'],
  ])('%i completed shifts read "%s"', (completed, words) => {
    render(<WorkerRecordLine record={recordOf(completed)} />);
    expect(screen.getByTestId('worker-record')).toHaveTextContent(`Nog geen beoordeling · ${words} ·`);
  });
});
