import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { t } from '../../../lib/i18n';
import { useWaitingConversations } from '../api/messages';

/** The envelope in the top bar: to the inbox, with the number of unread messages. */
export function MessagesLink() {
  const conversations = useWaitingConversations();
  const unread = conversations.data?.unread ?? 0;
  return (
    <Link
      to={paths.messages.href()}
      aria-label={t('web.messages.inbox.link', { count: unread })}
      className="relative flex h-11 w-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
    >
      <Icon name="mail" className="h-6 w-6" />
      {unread > 0 && (
        <span
          aria-hidden="true"
          data-testid="messages-unread"
          className="absolute top-1 right-1 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs leading-5 font-bold text-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
