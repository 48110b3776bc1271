import type { JobApplication } from '@jobbel/shared/applications/application.schemas';
import type { Job } from '@jobbel/shared/jobs/job.schemas';
import { aNewWorkersRecord } from '@jobbel/shared/test/worker-record.fixture';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/preact';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { servePages } from '../../../test/serve-pages';
import { ApplicantsDialog } from './applicants-dialog';

afterEach(() => vi.unstubAllGlobals());

const APPLIED = 57;
const PAGE = 50;

/** An applicant's pending application, as the business reads it; only who applied differs. */
const application = (index: number) =>
  ({
    jobApplicationID: 1000 + index,
    jobApplicationJobID: 7,
    jobApplicationUserID: 500 + index,
    jobApplicationStatus: 'pending',
    jobApplicationDateTime: '2026-11-20 10:00:00',
    jobTitle: 'Festival bar',
    applicant: {
      userID: 500 + index,
      userFirstName: 'Lies',
      userLastName: `Nr${index}`,
      userEmail: `lies${index}@example.be`,
      userPhoneNumber: null,
      userAvatar: null,
      userBio: null,
      userAddressCity: 'Gent',
      skills: [],
      applicantInTeam: false,
      applicantRecord: aNewWorkersRecord(),
    },
  }) as unknown as JobApplication;

/** The server: the job's applications newest first, a page at a time after the cursor it gave. */
function serveApplicants() {
  return servePages((after) => {
    const from = after === null ? 0 : Number(after);
    const data = Array.from({ length: Math.min(PAGE, APPLIED - from) }, (_, index) =>
      application(from + index),
    );
    const next = from + PAGE < APPLIED ? String(from + PAGE) : null;
    return { data, count: data.length, total: APPLIED, nextCursor: next };
  });
}

it('a business sees how many applied, the first page of them, and the rest when it asks for more', async () => {
  const asked = serveApplicants();
  const job = { jobID: 7, jobTitle: 'Festival bar', jobLocation: 'Gent', jobStartDateTime: null } as Job;
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>
        <ApplicantsDialog job={job} onClose={() => undefined} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  expect(await screen.findByRole('heading', { name: `Applications (${APPLIED})` })).toBeInTheDocument();
  expect(screen.getAllByText(/^Lies Nr/)).toHaveLength(PAGE);
  fireEvent.click(screen.getByRole('button', { name: 'Meer sollicitaties laden' }));
  expect(await screen.findByText(`Lies Nr${APPLIED - 1}`)).toBeInTheDocument();
  expect(screen.getAllByText(/^Lies Nr/)).toHaveLength(APPLIED);
  expect(screen.queryByRole('button', { name: 'Meer sollicitaties laden' })).not.toBeInTheDocument();
  expect(asked).toEqual([null, String(PAGE)]);
});
