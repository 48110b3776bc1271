import { Button } from '../../../components/ui/button';
import { formatDate, parseApiDateTime } from '../../../lib/dates';
import { t } from '../../../lib/i18n';
import { useCancelDeletion } from '../api/account-deletion';

/** On every signed-in screen while a deletion is asked: when it happens, and the way to cancel it. */
export function DeletionBanner({
  deletionDue,
  onChanged,
}: {
  deletionDue: string;
  onChanged: () => unknown;
}) {
  const cancel = useCancelDeletion(onChanged);
  return (
    <div
      role="status"
      className="border-b border-amber-200 bg-amber-50 px-4 py-3 text-amber-950"
      data-testid="deletion-banner"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3">
        <p className="text-sm">
          {t('web.app.deletionBanner.scheduled', {
            moment: formatDate(parseApiDateTime(deletionDue)!, t('web.common.dateTimeFormat')),
          })}
        </p>
        <Button variant="secondary" onClick={() => cancel.mutate()} disabled={cancel.isPending}>
          {t('web.app.deletionBanner.cancel')}
        </Button>
      </div>
    </div>
  );
}
