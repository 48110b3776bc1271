import type { Conversation } from '@jobbel/shared/messages/message.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { Inbox } from './inbox';

afterEach(() => vi.unstubAllGlobals());

const CONVERSATIONS = 23;
const PAGE = 20;

/** Conversation n, the newest the highest; the first one has a message the business has not read. */
const conversation = (n: number): Conversation => ({
  applicationID: 100 + n,
  jobID: 7,
  jobTitle: 'Terras',
  otherName: `Noor Nr${n}`,
  lastMessageText: `Vraag ${n}`,
  lastMessageDateTime: '2026-11-20 10:00:00',
  lastMessageMine: false,
  unread: n === 1 ? 1 : 0,
});

/** The server: the inbox newest first a page at a time, the waiting conversations, and empty threads. */
function serveInbox() {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      asked.push(`${url.pathname}${url.search}`);
      const page = (data: unknown[], nextCursor: string | null, unread = 1) =>
        Response.json({ data, count: data.length, total: CONVERSATIONS, unread, nextCursor });
      if (url.pathname.endsWith('/messages')) return page([], null, 0);
      if (url.searchParams.get('unread') === '1') return page([conversation(1)], null);
      const below = Number(url.searchParams.get('after') ?? CONVERSATIONS + 1);
      const numbers = Array.from({ length: Math.min(PAGE, below - 1) }, (_, index) => below - 1 - index);
      return page(numbers.map(conversation), numbers.at(-1)! > 1 ? String(numbers.at(-1)) : null);
    }),
  );
  return asked;
}

it('the inbox shows its newest conversations, the rest on asking, and an older unread one a link opens first', async () => {
  const asked = serveInbox();
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Inbox canStart openApplicationID={101} />
    </QueryClientProvider>,
  );
  expect(await screen.findByText(`Noor Nr${CONVERSATIONS}`)).toBeInTheDocument();
  // the to-do list's link to the oldest conversation: shown first, open, though not on the first page
  const rows = () => screen.getAllByTestId('conversation');
  await waitFor(() => expect(rows()).toHaveLength(PAGE + 1));
  expect(within(rows()[0]!).getByText('Noor Nr1')).toBeInTheDocument();
  expect(within(rows()[0]!).getByRole('button', { expanded: true })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Meer gesprekken' }));
  await waitFor(() => expect(rows()).toHaveLength(CONVERSATIONS));
  expect(within(rows().at(-1)!).getByText('Noor Nr1')).toBeInTheDocument();
  expect(within(rows().at(-1)!).getByRole('button', { expanded: true })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Meer gesprekken' })).not.toBeInTheDocument();
  expect(asked.filter((path) => path.startsWith('/api/conversations'))).toEqual([
    '/api/conversations',
    '/api/conversations?unread=1',
    `/api/conversations?after=${CONVERSATIONS - PAGE + 1}`,
  ]);
});
