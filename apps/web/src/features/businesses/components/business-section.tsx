import { useNavigate } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { t } from '../../../lib/i18n';
import { useBusinessHours } from '../api/business-hours';
import { useBusinessByAccount } from '../api/get-business-by-account';
import { BusinessProfileForm } from './business-profile-form';

/** The business profile section of settings: the form, once the profile and its hours are loaded. */
export function BusinessSection({ accountID }: { accountID: number }) {
  const navigate = useNavigate();
  const business = useBusinessByAccount(accountID);
  const hours = useBusinessHours(business.data?.businessID);
  if (business.isPending || (business.data && hours.isPending))
    return <Spinner label={t('web.common.loading')} />;
  if (business.isError) return <p className="text-red-700">{t('web.common.failedToLoadBusinessProfile')}</p>;
  return (
    <BusinessProfileForm
      key={`${business.data?.businessID ?? 'new'}-${hours.dataUpdatedAt}`}
      business={business.data ?? null}
      hours={hours.data ?? []}
      onCancel={() => navigate(paths.ownProfile.href())}
    />
  );
}
