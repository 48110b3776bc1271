import { JOBS_AT_ONCE } from '@jobbel/shared/applications/application.constants';
import type { ApplicationBrief } from '@jobbel/shared/applications/application.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/preact';
import { afterEach, expect, it, vi } from 'vitest';
import { useApplicationCounts } from './job-applications';

afterEach(() => vi.unstubAllGlobals());

const brief = (jobApplicationID: number, jobID: number): ApplicationBrief => ({
  jobApplicationID,
  jobApplicationJobID: jobID,
  jobApplicationStatus: 'pending',
  jobApplicationHoursStatus: null,
  jobApplicationChangeDeclined: false,
  jobApplicationChangedBy: null,
  jobApplicationUpdatedDateTime: null,
  applicant: { userFirstName: 'Lies', userLastName: `Nr${jobApplicationID}` },
});

/** The server: each job as many applications as its id ends in, for the jobs asked. */
function serveBriefs() {
  const asked: number[][] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      const jobIDs = url.searchParams.get('jobIDs')!.split(',').map(Number);
      asked.push(jobIDs);
      return Response.json({
        data: jobIDs.flatMap((jobID) =>
          Array.from({ length: jobID % 10 }, (_, index) => brief(jobID * 100 + index, jobID)),
        ),
      });
    }),
  );
  return asked;
}

function Counts({ jobIDs }: { jobIDs: number[] }) {
  const counts = useApplicationCounts(jobIDs);
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  return <p>{`job 7: ${counts.get(7)}, job 149: ${counts.get(149)}, all: ${total}`}</p>;
}

it('a business with more jobs on its overview than one request holds sees each job’s count, asked a batch at a time', async () => {
  const asked = serveBriefs();
  const jobIDs = Array.from({ length: 150 }, (_, index) => index + 1);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Counts jobIDs={jobIDs} />
    </QueryClientProvider>,
  );
  const all = jobIDs.reduce((sum, jobID) => sum + (jobID % 10), 0);
  expect(await screen.findByText(`job 7: 7, job 149: 9, all: ${all}`)).toBeInTheDocument();
  // two requests for 150 jobs, not one a job; each job asked once
  expect(asked).toHaveLength(Math.ceil(150 / JOBS_AT_ONCE));
  expect(asked.flat().sort((a, b) => a - b)).toEqual(jobIDs);
});
