import type { Notification } from '@jobbel/shared/notifications/notification.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { servePages } from '../../../test/serve-pages';
import { NotificationPanel } from './notification-panel';

afterEach(() => vi.unstubAllGlobals());

const PAGE = 50;
const SENT = PAGE * 2 + 3;

const notice = (id: number): Notification => ({
  notificationID: id,
  notificationKind: 'jobAlert',
  notificationTitle: `Nieuwe job ${id}`,
  notificationBody: '',
  notificationLink: '/dashboard',
  notificationCreatedDateTime: '2026-12-01 10:00:00',
  notificationRead: true,
});

/** The server: the notices before the cursor it gave, newest first, a page at a time. */
function serveEarlier() {
  return servePages((after) => {
    const below = Number(after);
    const ids = Array.from({ length: Math.min(PAGE, below - 1) }, (_, index) => below - 1 - index);
    const next = ids.at(-1)! > 1 ? String(ids.at(-1)) : null;
    return { data: ids.map(notice), count: ids.length, total: SENT, unread: 0, nextCursor: next };
  });
}

it('the bell’s panel shows the newest notices and the earlier ones a page at a time when asked', async () => {
  const asked = serveEarlier();
  const user = userEvent.setup();
  const newest = Array.from({ length: PAGE }, (_, index) => notice(SENT - index));
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>
        <NotificationPanel
          items={newest}
          earlierFrom={String(SENT - PAGE + 1)}
          unread={0}
          status="success"
          onClose={() => undefined}
        />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  expect(screen.getAllByTestId('notification')).toHaveLength(PAGE);
  expect(asked).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Eerdere meldingen' }));
  await waitFor(() => expect(screen.getAllByTestId('notification')).toHaveLength(PAGE * 2));
  await user.click(screen.getByRole('button', { name: 'Eerdere meldingen' }));
  await waitFor(() => expect(screen.getAllByTestId('notification')).toHaveLength(SENT));
  expect(screen.getAllByTestId('notification').at(-1)).toHaveTextContent('Nieuwe job 1');
  expect(screen.queryByRole('button', { name: 'Eerdere meldingen' })).not.toBeInTheDocument();
  expect(asked).toEqual([String(SENT - PAGE + 1), String(SENT - 2 * PAGE + 1)]);
});
