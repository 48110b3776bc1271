import { THREAD_PARAM } from '@jobbel/shared/app/links';
import { useSearchParams } from 'react-router';
import { PageWrapper } from '../../components/layout/page-wrapper';
import { useCurrentUser } from '../../features/auth/api/get-me';
import { Inbox } from '../../features/messages/components/inbox';
import { t } from '../../lib/i18n';

/** The inbox, for workers and businesses alike. */
export function MessagesRoute() {
  const profile = useCurrentUser();
  const [search] = useSearchParams();
  // a notice or a to-do about a message opens its conversation
  const linked = Number(search.get(THREAD_PARAM)) || undefined;
  return (
    <PageWrapper className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-3xl font-extrabold text-slate-900">{t('web.messages.inbox.title')}</h1>
      <Inbox canStart={profile.data?.account_type === 'business'} openApplicationID={linked} />
    </PageWrapper>
  );
}
