import type { Message } from '@jobbel/shared/messages/message.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { servePages } from '../../../test/serve-pages';
import { MessageThread } from './message-thread';

afterEach(() => vi.unstubAllGlobals());

const WRITTEN = 53;
const PAGE = 50;

const message = (number: number): Message => ({
  messageID: number,
  messageApplicationID: 7,
  messageBy: 'business',
  messageMine: false,
  messageText: `Bericht ${number}`,
  messageDateTime: '2026-11-20 10:00:00',
  messageRead: true,
});

/** The server: the newest page of a long conversation, then the messages before the cursor it gave. */
function serveConversation() {
  return servePages((before) => {
    const last = before === null ? WRITTEN : Number(before) - 1;
    const first = Math.max(1, last - PAGE + 1);
    const data = Array.from({ length: last - first + 1 }, (_, index) => message(first + index));
    return {
      data,
      count: data.length,
      total: WRITTEN,
      unread: 0,
      nextCursor: first > 1 ? String(first) : null,
    };
  });
}

it('a long conversation shows its newest messages, and the earlier ones above them when asked', async () => {
  const asked = serveConversation();
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MessageThread applicationID={7} canStart={false} />
    </QueryClientProvider>,
  );
  expect(await screen.findByText(`Bericht ${WRITTEN}`)).toBeInTheDocument();
  expect(screen.getAllByTestId('message')).toHaveLength(PAGE);
  // the worker may answer: the business wrote
  expect(screen.getByRole('button', { name: 'Versturen' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Eerdere berichten' }));
  await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(WRITTEN));
  const shown = screen.getAllByTestId('message').map((item) => item.querySelector('p')?.textContent);
  expect(shown.slice(0, 4)).toEqual(['Bericht 1', 'Bericht 2', 'Bericht 3', 'Bericht 4']);
  expect(shown.at(-1)).toBe(`Bericht ${WRITTEN}`);
  expect(screen.queryByRole('button', { name: 'Eerdere berichten' })).not.toBeInTheDocument();
  expect(asked).toEqual([null, String(WRITTEN - PAGE + 1)]);
});
