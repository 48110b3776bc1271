import type { ConversationList, MessageList } from '@jobbel/shared/messages/message.schemas';
import { NOTIFICATION_POLL_MS } from '@jobbel/shared/notifications/notification.constants';
import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { usePushedUpdates } from '../../../lib/pushed-updates';
import { messageKeys } from './message-keys';

/**
 * Every 30 seconds, unless the server pushes this page its news: a new message is a notice, and the
 * bell's news refreshes the conversations (refresh-messages.ts).
 */
const usePollInterval = () => (usePushedUpdates() ? false : NOTIFICATION_POLL_MS);

/** The inbox a page at a time, newest first: each conversation with its last message and unread count. */
export function useInbox() {
  return useInfiniteQuery({
    queryKey: messageKeys.inboxPages,
    queryFn: ({ pageParam }) =>
      apiRequest<ConversationList>('/conversations', { query: { after: pageParam }, quietErrors: 'all' }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    refetchInterval: usePollInterval(),
  });
}

/**
 * The conversations with messages waiting for the reader, however old, and how many messages wait in
 * all: the envelope's count and the to-do list.
 */
export function useWaitingConversations() {
  return useQuery({
    queryKey: messageKeys.waiting,
    queryFn: () =>
      apiRequest<ConversationList>('/conversations', { query: { unread: '1' }, quietErrors: 'all' }),
    refetchInterval: usePollInterval(),
  });
}

/** The conversation of an application, while it is shown: its newest messages, older pages on asking. */
export function useMessages(applicationID: number) {
  return useInfiniteQuery({
    queryKey: messageKeys.of(applicationID),
    queryFn: ({ pageParam }) =>
      apiRequest<MessageList>('/messages', { query: { applicationID, after: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    refetchInterval: usePollInterval(),
  });
}

/**
 * The conversation as a write answered it: its newest page. Older pages loaded before are let go, since
 * the new message moved where the newest page begins.
 */
function showNewestPage(queryClient: QueryClient, applicationID: number, newest: MessageList) {
  queryClient.setQueryData<InfiniteData<MessageList, string | undefined>>(messageKeys.of(applicationID), {
    pages: [newest],
    pageParams: [undefined],
  });
  void queryClient.invalidateQueries({ queryKey: messageKeys.inbox });
}

export function useSendMessage(applicationID: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageText: string) =>
      apiRequest<MessageList>('/messages', {
        method: 'POST',
        query: { applicationID },
        body: { messageText },
      }),
    onSuccess: (newest) => showNewestPage(queryClient, applicationID, newest),
  });
}

/** The other side's messages count as read once the conversation is on screen. */
export function useMarkMessagesRead(applicationID: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<MessageList>('/messages/read', { method: 'POST', query: { applicationID } }),
    onSuccess: (newest) => {
      const shown = queryClient.getQueryData<InfiniteData<MessageList>>(messageKeys.of(applicationID));
      // older pages she is reading stay: they are read again with the newest
      if ((shown?.pages.length ?? 0) > 1) void queryClient.invalidateQueries({ queryKey: messageKeys.all });
      else showNewestPage(queryClient, applicationID, newest);
    },
  });
}
