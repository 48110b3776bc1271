import type { Job } from '@jobbel/shared/jobs/job.schemas';
import { TEAM_PAGE_SIZE, type TeamMember } from '@jobbel/shared/team/team.schemas';
import { aNewWorkersRecord } from '@jobbel/shared/test/worker-record.fixture';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { TeamSection } from './team-section';
import { TeamToggle } from './team-toggle';

afterEach(() => vi.unstubAllGlobals());

const IN_TEAM = TEAM_PAGE_SIZE + 3;

const member = (index: number): TeamMember => ({
  userID: 900 + index,
  userFirstName: 'Noor',
  userLastName: `Nr${index}`,
  userAvatar: null,
  teamMemberAddedDateTime: '2026-11-20 10:00:00',
  record: aNewWorkersRecord(),
});

/** The API as the section meets it: the team a page at a time, and invitations; what was asked is kept. */
function serveTeam() {
  const asked: { path: string; after: string | null; body?: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      asked.push({ path: url.pathname, after: url.searchParams.get('after'), body });
      if (url.pathname.endsWith('/team/invitations')) {
        return Response.json({ invited: body.userIDs, skipped: [] });
      }
      const from = Number(url.searchParams.get('after') ?? 0);
      const data = Array.from({ length: Math.min(TEAM_PAGE_SIZE, IN_TEAM - from) }, (_, index) =>
        member(from + index),
      );
      const next = from + TEAM_PAGE_SIZE < IN_TEAM ? String(from + TEAM_PAGE_SIZE) : null;
      return Response.json({ data, count: data.length, total: IN_TEAM, nextCursor: next });
    }),
  );
  return asked;
}

const withQueries = (children: ReactNode) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

it('a business sees its team a page at a time and invites members from both pages to an open job', async () => {
  const asked = serveTeam();
  const user = userEvent.setup();
  const openJob = { jobID: 7, jobTitle: 'Festival bar' } as Job;
  render(withQueries(<TeamSection openJobs={[openJob]} renderRecord={() => null} />));
  expect(await screen.findByText('Noor Nr0')).toBeInTheDocument();
  expect(screen.getAllByText(/^Noor Nr/)).toHaveLength(TEAM_PAGE_SIZE);

  await user.click(screen.getByLabelText('Noor Nr0'));
  await user.click(screen.getByRole('button', { name: 'Meer teamleden' }));
  expect(await screen.findByText(`Noor Nr${IN_TEAM - 1}`)).toBeInTheDocument();
  expect(screen.getAllByText(/^Noor Nr/)).toHaveLength(IN_TEAM);
  expect(screen.queryByRole('button', { name: 'Meer teamleden' })).not.toBeInTheDocument();

  await user.click(screen.getByLabelText(`Noor Nr${IN_TEAM - 1}`));
  await user.selectOptions(screen.getByLabelText('Uitnodigen voor'), 'Festival bar');
  await user.click(screen.getByRole('button', { name: 'Uitnodigen' }));
  await waitFor(() => expect(asked.at(-1)?.path).toMatch(/\/team\/invitations$/));
  expect(asked.at(-1)?.body).toEqual({ jobID: 7, userIDs: [900, 900 + IN_TEAM - 1] });
  expect(asked.filter((request) => request.path.endsWith('/team')).map((request) => request.after)).toEqual([
    null,
    String(TEAM_PAGE_SIZE),
  ]);
});

it('the button beside an applicant says whether she is in the team, and changes with the answer', async () => {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      asked.push(`${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}`);
      return Response.json({ userID: 900, inTeam: init?.method === 'POST' });
    }),
  );
  render(withQueries(<TeamToggle userID={900} inTeam={false} />));
  fireEvent.click(screen.getByRole('button', { name: 'Toevoegen aan Mijn team' }));
  const inTeam = await screen.findByRole('button', { name: 'In Mijn team ✓' });
  expect(inTeam).toHaveAttribute('aria-pressed', 'true');
  fireEvent.click(inTeam);
  expect(await screen.findByRole('button', { name: 'Toevoegen aan Mijn team' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  expect(asked).toEqual(['POST /api/team', 'DELETE /api/team']);
});
