import { MESSAGE_TEXT_MAX } from '@jobbel/shared/messages/message.constants';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { MoreButton } from '../../../components/ui/more-button';
import { formatDate, parseApiDateTime } from '../../../lib/dates';
import { sharedSchemaResolver } from '../../../lib/form-resolver';
import { t, translateMessage } from '../../../lib/i18n';
import { useMarkMessagesRead, useMessages, useSendMessage } from '../api/messages';

const messageResolver = sharedSchemaResolver(() =>
  import('@jobbel/shared/messages/message.schemas').then((m) => m.messagePayloadSchema),
);

/**
 * The conversation of one application: the business may always write, the worker once the business
 * has written (`canStart`). Opening it marks the other side's messages read.
 */
export function MessageThread({ applicationID, canStart }: { applicationID: number; canStart: boolean }) {
  const messages = useMessages(applicationID);
  const send = useSendMessage(applicationID);
  const markRead = useMarkMessagesRead(applicationID);
  const form = useForm({ resolver: messageResolver, defaultValues: { messageText: '' } });
  const newest = messages.data?.pages[0];
  const unread = newest?.unread ?? 0;
  const { mutate: markAllRead } = markRead;
  useEffect(() => {
    if (unread > 0) markAllRead();
  }, [unread, markAllRead]);

  // pages go from the newest back; the conversation reads from its oldest loaded message down
  const list = [...(messages.data?.pages ?? [])].reverse().flatMap((page) => page.data);
  // the worker writes only after the business: any message means the business wrote
  const mayWrite = canStart || list.length > 0;
  const error = form.formState.errors.messageText?.message;
  // a conversation opens at its newest message, and goes there when one comes; earlier pages stay where she reads
  const listRef = useRef<HTMLOListElement>(null);
  const newestID = list.at(-1)?.messageID;
  useEffect(() => {
    if (newestID !== undefined && listRef.current) listRef.current.scrollTop = listRef.current.scrollHeight;
  }, [newestID]);

  return (
    <section
      aria-label={t('web.messages.thread.title')}
      className="space-y-3 rounded-lg border border-slate-200 p-3"
    >
      {messages.isError && <p className="text-sm text-red-700">{t('web.messages.thread.failed')}</p>}
      {messages.isSuccess && list.length === 0 && (
        <p className="text-sm text-slate-600">
          {canStart ? t('web.messages.thread.emptyBusiness') : t('web.messages.thread.emptyWorker')}
        </p>
      )}
      <MoreButton list={messages} label={t('web.messages.thread.earlier')} className="w-full px-3 py-1.5" />
      <ol ref={listRef} className="max-h-72 space-y-2 overflow-y-auto">
        {list.map((message) => {
          const at = parseApiDateTime(message.messageDateTime);
          return (
            <li
              key={message.messageID}
              data-testid="message"
              className={`max-w-[85%] rounded-2xl px-3 py-2 text-sm ${message.messageMine ? 'ml-auto bg-brand-700 text-white' : 'bg-slate-100 text-slate-900'}`}
            >
              <p className="whitespace-pre-line break-words">{message.messageText}</p>
              <p className={`mt-1 text-xs ${message.messageMine ? 'text-brand-100' : 'text-slate-500'}`}>
                {at && formatDate(at, t('web.messages.thread.moment'))}
                {message.messageMine &&
                  ` · ${message.messageRead ? t('web.messages.thread.read') : t('web.messages.thread.sent')}`}
              </p>
            </li>
          );
        })}
      </ol>
      {mayWrite && (
        <form
          noValidate
          className="space-y-2"
          onSubmit={form.handleSubmit(({ messageText }) =>
            send.mutate(messageText, { onSuccess: () => form.reset({ messageText: '' }) }),
          )}
        >
          <label className="block text-sm font-medium text-slate-700">
            {t('web.messages.thread.label')}
            <textarea
              rows={2}
              maxLength={MESSAGE_TEXT_MAX}
              aria-invalid={error ? true : undefined}
              {...form.register('messageText')}
              className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm focus:outline-2 focus:outline-brand-700"
            />
          </label>
          {error && (
            <p role="alert" className="text-xs text-red-600">
              {translateMessage(error)}
            </p>
          )}
          <Button type="submit" className="px-3 py-1.5" disabled={send.isPending}>
            {t('web.messages.thread.send')}
          </Button>
        </form>
      )}
    </section>
  );
}
