import type { Application } from '@jobbel/shared/applications/application.schemas';
import { BOOKED_STATUSES } from '@jobbel/shared/engagements/dimona-state';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { t } from '../../lib/i18n';

const booked = (status: string) => (BOOKED_STATUSES as readonly string[]).includes(status);

/** On a booked shift, for both sides: the way to its written contract. */
export function ContractLink({ application }: { application: Application }) {
  if (!booked(application.jobApplicationStatus)) return null;
  return (
    <Link
      to={paths.contract.href(application.jobApplicationID)}
      className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline"
    >
      {t('web.shifts.contractLink')}
    </Link>
  );
}
