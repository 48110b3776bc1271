import type { Conversation } from '@jobbel/shared/messages/message.schemas';
import { useState } from 'react';
import { MoreButton } from '../../../components/ui/more-button';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate, parseApiDateTime } from '../../../lib/dates';
import { t } from '../../../lib/i18n';
import { useInbox, useWaitingConversations } from '../api/messages';
import { MessageThread } from './message-thread';

function ConversationRow({
  conversation,
  canStart,
  linked,
}: {
  conversation: Conversation;
  canStart: boolean;
  /** opened from a notice or a to-do: open from the start */
  linked: boolean;
}) {
  const [open, setOpen] = useState(linked);
  const at = parseApiDateTime(conversation.lastMessageDateTime);
  return (
    <li className="rounded-2xl border border-slate-200 bg-white shadow-sm" data-testid="conversation">
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen((isOpen) => !isOpen)}
        className="flex min-h-11 w-full items-start gap-3 p-4 text-left"
      >
        <span className="min-w-0 flex-1">
          <span className="block font-bold text-slate-900">{conversation.otherName}</span>
          <span className="block text-sm text-slate-600">{conversation.jobTitle}</span>
          <span className="mt-1 block truncate text-sm text-slate-800">
            {conversation.lastMessageMine && `${t('web.messages.inbox.you')} `}
            {conversation.lastMessageText}
          </span>
        </span>
        <span className="flex shrink-0 flex-col items-end gap-1">
          {at && (
            <span className="text-xs text-slate-500">{formatDate(at, t('web.messages.thread.moment'))}</span>
          )}
          {conversation.unread > 0 && (
            <span
              data-testid="conversation-unread"
              className="min-w-5 rounded-full bg-red-600 px-1.5 text-center text-xs leading-5 font-bold text-white"
            >
              <span className="sr-only">
                {t('web.messages.inbox.unread', { count: conversation.unread })}
              </span>
              <span aria-hidden="true">{conversation.unread}</span>
            </span>
          )}
        </span>
      </button>
      {open && (
        <div className="px-4 pb-4">
          <MessageThread applicationID={conversation.applicationID} canStart={canStart} />
        </div>
      )}
    </li>
  );
}

/**
 * The conversations of the signed-in worker or business, newest first, a page at a time; one opens in
 * place. A conversation a link opens comes first when it is not on the pages shown (an unread one from
 * the to-do list can be older than them).
 */
export function Inbox({ canStart, openApplicationID }: { canStart: boolean; openApplicationID?: number }) {
  const inbox = useInbox();
  const waiting = useWaitingConversations();
  if (inbox.isPending) return <Spinner label={t('web.common.loading')} />;
  if (inbox.isError) return <p className="text-red-700">{t('web.messages.inbox.failed')}</p>;
  const shown = inbox.data.pages.flatMap((page) => page.data);
  const linkedElsewhere = shown.some((conversation) => conversation.applicationID === openApplicationID)
    ? undefined
    : waiting.data?.data.find((conversation) => conversation.applicationID === openApplicationID);
  if (shown.length === 0)
    return (
      <p className="rounded-2xl bg-white p-6 text-slate-600 shadow-sm">
        {canStart ? t('web.messages.inbox.emptyBusiness') : t('web.messages.inbox.emptyWorker')}
      </p>
    );
  return (
    <>
      <ul className="space-y-3">
        {[...(linkedElsewhere ? [linkedElsewhere] : []), ...shown].map((conversation) => (
          <ConversationRow
            key={conversation.applicationID}
            conversation={conversation}
            canStart={canStart}
            linked={conversation.applicationID === openApplicationID}
          />
        ))}
      </ul>
      <MoreButton list={inbox} label={t('web.messages.inbox.more')} className="mt-4 w-full" />
    </>
  );
}
