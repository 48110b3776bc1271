import type { ConversationList, MessageList } from '@jobbel/shared/messages/message.schemas';
import { NOTIFICATION_POLL_MS } from '@jobbel/shared/notifications/notification.constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const messageKeys = {
  inbox: ['messages', 'inbox'] as const,
  of: (applicationID: number) => ['messages', applicationID] as const,
};

/** The inbox: every conversation with its last message and unread count, asked every 30 seconds. */
export function useConversations() {
  return useQuery({
    queryKey: messageKeys.inbox,
    queryFn: () => apiRequest<ConversationList>('/conversations', { quietErrors: 'all' }),
    refetchInterval: NOTIFICATION_POLL_MS,
  });
}

/** The conversation of an application, asked again every 30 seconds while it is shown. */
export function useMessages(applicationID: number) {
  return useQuery({
    queryKey: messageKeys.of(applicationID),
    queryFn: () => apiRequest<MessageList>('/messages', { query: { applicationID } }),
    refetchInterval: NOTIFICATION_POLL_MS,
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
