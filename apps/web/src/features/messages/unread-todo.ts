import { threadLink } from '@jobbel/shared/app/links';
import type { Conversation } from '@jobbel/shared/messages/message.schemas';
import type { TodoItem } from '../../components/todo-list';
import { t } from '../../lib/i18n';

/** Each conversation with unread messages, opening in the inbox. */
export function unreadTodo(conversations: Conversation[]): TodoItem[] {
  return conversations
    .filter((conversation) => conversation.unread > 0)
    .map((conversation) => ({
      key: `thread-${conversation.applicationID}`,
      text: t('web.messages.todo.unread', {
        count: conversation.unread,
        name: conversation.otherName,
        job: conversation.jobTitle,
      }),
      href: threadLink(conversation.applicationID),
    }));
}
