import type { AdminUser } from '@jobbel/shared/admin/admin.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, expect, it, vi } from 'vitest';
import { AdminUsersTab } from './admin-users-tab';

afterEach(() => vi.unstubAllGlobals());

const user = (userID: number): AdminUser => ({
  userID,
  accountID: userID,
  accountType: 'user',
  name: `Persoon ${userID}`,
  email: `persoon${userID}@example.be`,
  phone: null,
  city: 'Gent',
  status: 'active',
  joinDate: '2026-01-01 10:00:00',
  completedJobs: 0,
  rating: null,
});

/**
 * The server's user list: newest first, a page after the id of the cursor, its search in the names,
 * counted no further than `countedUpTo` as the server counts a search.
 */
function serveUsers(count: number, countedUpTo = Number.POSITIVE_INFINITY) {
  const asked: URLSearchParams[] = [];
  const users = Array.from({ length: count }, (_, index) => user(count - index));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const query = new URL(String(input), 'http://localhost').searchParams;
      asked.push(query);
      const search = query.get('search') ?? '';
      const matching = users.filter((each) => each.name.includes(search));
      const after = Number(query.get('after') ?? Number.POSITIVE_INFINITY);
      const limit = Number(query.get('limit'));
      const rest = matching.filter((each) => each.userID < after);
      const data = rest.slice(0, limit);
      return Response.json({
        data,
        count: data.length,
        total: search === '' ? matching.length : Math.min(matching.length, countedUpTo),
        totalIsAtLeast: search !== '' && matching.length > countedUpTo,
        nextCursor: rest.length > limit ? String(data.at(-1)!.userID) : null,
      });
    }),
  );
  return asked;
}

function renderTab() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AdminUsersTab />
    </QueryClientProvider>,
  );
}

it('an admin pages through 45 users by cursor, forward and back, and a search starts again at the first page', async () => {
  const asked = serveUsers(45);
  renderTab();
  expect(await screen.findByText('1–20 van 45')).toBeTruthy();
  expect(screen.getByText('Persoon 45')).toBeTruthy();
  const previous = screen.getByRole('button', { name: 'Vorige' }) as HTMLButtonElement;
  const next = screen.getByRole('button', { name: 'Volgende' }) as HTMLButtonElement;
  expect(previous.disabled).toBe(true);

  fireEvent.click(next);
  expect(await screen.findByText('Persoon 25')).toBeTruthy();
  expect(screen.getByText('21–40 van 45')).toBeTruthy();
  expect(asked.at(-1)?.get('after')).toBe('26');

  fireEvent.click(next);
  expect(await screen.findByText('41–45 van 45')).toBeTruthy();
  expect(screen.getByText('Persoon 1')).toBeTruthy();
  expect(next.disabled).toBe(true);

  fireEvent.click(previous);
  expect(await screen.findByText('21–40 van 45')).toBeTruthy();
  expect(screen.getByText('Persoon 25')).toBeTruthy();

  fireEvent.input(screen.getByRole('searchbox'), { target: { value: 'Persoon 1' } });
  expect(await screen.findByText('1–11 van 11', {}, { timeout: 2000 })).toBeTruthy();
  expect(asked.at(-1)?.get('after')).toBeNull();
  expect(asked.at(-1)?.get('search')).toBe('Persoon 1');
});

it('a search that finds more than the server counts says "more than", not a number it does not know', async () => {
  serveUsers(45, 30);
  renderTab();
  expect(await screen.findByText('1–20 van 45')).toBeTruthy();
  fireEvent.input(screen.getByRole('searchbox'), { target: { value: 'Persoon' } });
  expect(await screen.findByText('1–20 van meer dan 30', {}, { timeout: 2000 })).toBeTruthy();
});

it('a search of two letters is not sent: the list stays whole and says how many letters a search needs', async () => {
  const asked = serveUsers(45);
  renderTab();
  expect(await screen.findByText('1–20 van 45')).toBeTruthy();
  const searchbox = screen.getByRole('searchbox');
  fireEvent.input(searchbox, { target: { value: 'Pe' } });
  const hint = await screen.findByText('Typ minstens 3 tekens om te zoeken.');
  expect(searchbox.getAttribute('aria-describedby')).toBe(hint.id);
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(asked.every((query) => !query.get('search'))).toBe(true);
  expect(screen.getByText('1–20 van 45')).toBeTruthy();

  fireEvent.input(searchbox, { target: { value: 'Persoon 4' } });
  expect(await screen.findByText('1–7 van 7', {}, { timeout: 2000 })).toBeTruthy();
  expect(asked.at(-1)?.get('search')).toBe('Persoon 4');
  expect(screen.queryByText('Typ minstens 3 tekens om te zoeken.')).toBeNull();
});
