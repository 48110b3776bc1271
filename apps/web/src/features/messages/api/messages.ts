import type { ConversationList, MessageList } from '@jobbel/shared/messages/message.schemas';
import { NOTIFICATION_POLL_MS } from '@jobbel/shared/notifications/notification.constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { usePushedUpdates } from '../../../lib/pushed-updates';
import { messageKeys } from './message-keys';

/**
 * Every 30 seconds, unless the server pushes this page its news: a new message is a notice, and the
 * bell's news refreshes the conversations (refresh-messages.ts).
 */
const usePollInterval = () => (usePushedUpdates() ? false : NOTIFICATION_POLL_MS);

/** The inbox: every conversation with its last message and unread count. */
export function useConversations() {
  return useQuery({
    queryKey: messageKeys.inbox,
    queryFn: () => apiRequest<ConversationList>('/conversations', { quietErrors: 'all' }),
    refetchInterval: usePollInterval(),
  });
}

/** The conversation of an application, while it is shown. */
export function useMessages(applicationID: number) {
  return useQuery({
    queryKey: messageKeys.of(applicationID),
    queryFn: () => apiRequest<MessageList>('/messages', { query: { applicationID } }),
    refetchInterval: usePollInterval(),
  });
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
    onSuccess: (list) => {
      queryClient.setQueryData(messageKeys.of(applicationID), list);
      void queryClient.invalidateQueries({ queryKey: messageKeys.inbox });
    },
  });
}

/** The other side's messages count as read once the conversation is on screen. */
export function useMarkMessagesRead(applicationID: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<MessageList>('/messages/read', { method: 'POST', query: { applicationID } }),
    onSuccess: (list) => {
      queryClient.setQueryData(messageKeys.of(applicationID), list);
      void queryClient.invalidateQueries({ queryKey: messageKeys.inbox });
    },
  });
}
