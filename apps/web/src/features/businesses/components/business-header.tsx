import type { Business } from '@jobbel/shared/businesses/business.schemas';
import { Link } from 'react-router';
import { linkButton, secondaryLink } from '../../../components/ui/panel';
import { paths } from '../../../config/paths';
import { formatDate, parseApiDateTime } from '../../../lib/dates';
import { labelOf, t } from '../../../lib/i18n';
import { fallBackToStock, mediaUrl, stockImage } from '../../../lib/media-url';

/** Cover, logo, name and category; the owner also gets Post New Job and Settings. */
export function BusinessHeader({ business, isOwner }: { business: Business; isOwner: boolean }) {
  const memberSince = parseApiDateTime(business.created_at);
  return (
    <section className="overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm">
      <img
        src={mediaUrl(business.businessCoverPicture) ?? stockImage(business.businessID)}
        onError={fallBackToStock(business.businessID)}
        alt=""
        className="h-48 w-full object-cover sm:h-64"
      />
      <div className="flex flex-col gap-4 p-6 sm:flex-row sm:items-end">
        <img
          src={mediaUrl(business.businessAvatar) ?? stockImage(business.businessID + 1)}
          // a logo that cannot be loaded falls back like the cover does, never to a broken-image icon
          onError={fallBackToStock(business.businessID + 1)}
          alt={t('web.businesses.businessHeader.logoVanBusinessname', {
            businessName: business.businessName,
          })}
          className="-mt-16 h-24 w-24 rounded-2xl border-4 border-white object-cover shadow"
        />
        <div className="flex-1">
          <h1 className="text-3xl font-extrabold text-slate-900">{business.businessName}</h1>
          <p className="text-slate-600">
            {labelOf('web.businesses.categories', business.businessCategory)} ·{' '}
            {business.businessCity ?? t('web.common.defaultTown')}
            {memberSince &&
              t('web.businesses.businessHeader.memberSince', {
                month: formatDate(memberSince, t('web.common.monthFormat')),
              })}
          </p>
        </div>
        {isOwner && (
          <div className="flex gap-2">
            <Link to={paths.jobCreate.href()} className={linkButton}>
              {t('web.common.postNewJob')}
            </Link>
            <Link to={paths.settings.href('businessProfile')} className={secondaryLink}>
              {t('web.common.settings')}
            </Link>
          </div>
        )}
      </div>
    </section>
  );
}
