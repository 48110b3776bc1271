import type { Job } from '@jobbel/shared/jobs/job.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/preact';
import { afterEach, expect, it, vi } from 'vitest';
import { useBusinessJobsStarting } from './get-business-jobs';

afterEach(() => vi.unstubAllGlobals());

const job = (jobID: number, start: string) =>
  ({ jobID, jobTitle: `Shift ${jobID}`, jobStartDateTime: start, jobBusinessID: 7 }) as Job;

/** The server's business list: jobs starting within the asked days, by start, a page after a cursor. */
function serveJobs(jobs: Job[]) {
  const asked: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const query = new URL(String(input), 'http://localhost').searchParams;
      asked.push(query);
      const from = query.get('jobStartDateTime_gte')!;
      const lastDay = `${query.get('jobStartDateTime_lte')} 23:59:59`;
      const within = jobs.filter(
        (each) => each.jobStartDateTime! >= from && each.jobStartDateTime! <= lastDay,
      );
      const start = Number(query.get('after') ?? 0);
      const limit = Number(query.get('limit'));
      const more = start + limit < within.length;
      return Response.json({
        data: within.slice(start, start + limit),
        nextCursor: more ? String(start + limit) : null,
      });
    }),
  );
  return asked;
}

function StartingTitles({ windows }: { windows: Parameters<typeof useBusinessJobsStarting>[1] }) {
  const jobs = useBusinessJobsStarting(7, windows);
  if (jobs.isPending) return <p>loading</p>;
  return (
    <ul>
      {jobs.data?.map((each) => (
        <li key={each.jobID}>{each.jobTitle}</li>
      ))}
    </ul>
  );
}

it('a business with more jobs in its shown days than one page holds sees every one of them, each once, and none outside', async () => {
  const busyDay = Array.from({ length: 150 }, (_, index) => job(index + 1, '2026-12-01 18:00:00'));
  const asked = serveJobs([job(900, '2026-11-30 23:00:00'), ...busyDay, job(901, '2026-12-03 00:00:00')]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <StartingTitles
        windows={[
          { from: '2026-12-01', before: '2026-12-03' },
          { from: '2026-12-01', before: '2026-12-02' },
        ]}
      />
    </QueryClientProvider>,
  );
  expect(await screen.findByText('Shift 150')).toBeInTheDocument();
  expect(screen.getAllByRole('listitem')).toHaveLength(150);
  expect(screen.queryByText('Shift 900')).not.toBeInTheDocument();
  expect(screen.queryByText('Shift 901')).not.toBeInTheDocument();
  // the days are asked of the server, the last one whole, and the second page after the first
  expect(asked[0]!.get('jobBusinessID')).toBe('7');
  expect(asked[0]!.get('jobStartDateTime_lte')).toBe('2026-12-02');
  expect(asked.some((query) => query.get('after') !== null)).toBe(true);
});
