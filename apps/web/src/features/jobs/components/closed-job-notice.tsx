import { Icon } from '../../../components/ui/icons';
import { t } from '../../../lib/i18n';

/** Instead of Apply on a job that started, ended or filled up. */
export function ClosedJobNotice() {
  return (
    <p
      role="status"
      className="flex items-center gap-2 rounded-xl bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900"
    >
      <Icon name="clock" className="h-5 w-5 shrink-0" />
      {t('web.jobs.jobDetail.noLongerAvailable')}
    </p>
  );
}
