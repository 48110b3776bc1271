import type { Business } from '@jobbel/shared/businesses/business.schemas';
import { Link } from 'react-router';
import { linkButton } from '../../../components/ui/panel';
import { paths } from '../../../config/paths';
import { t } from '../../../lib/i18n';
import { OpeningHours } from './opening-hours';

const card = 'rounded-2xl border border-slate-200 bg-white';

function Tile({ label, value }: { label: string; value: string | number }) {
  return (
    <div className={`${card} p-5`}>
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="text-3xl font-extrabold">{value}</dd>
    </div>
  );
}

export function BusinessStats({ business }: { business: Business }) {
  const stats = business.businessStats;
  const rating = stats?.averageRating;
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-5">
      <Tile label={t('web.businesses.businessDetails.jobsPosted')} value={stats?.jobsPosted ?? 0} />
      <Tile
        label={t('web.businesses.businessDetails.applicationsReceived')}
        value={stats?.applicationsReceived ?? 0}
      />
      <Tile label={t('web.businesses.businessDetails.completedShifts')} value={stats?.completedShifts ?? 0} />
      <Tile
        label={t('web.businesses.businessDetails.rating')}
        value={
          rating === null || rating === undefined
            ? '–'
            : t('web.businesses.businessDetails.ratingValue', {
                average: String(rating).replace('.', ','),
                count: stats?.ratingCount ?? 0,
              })
        }
      />
      {stats && (
        <Tile label={t('web.businesses.businessDetails.keepsBookings')} value={keepsBookings(stats)} />
      )}
    </dl>
  );
}

/**
 * How reliably the business keeps a booking: a percentage from 3 settled shifts; before, 'Annuleert
 * zelden' while it has no late cancellation or withdrawn no-show claim, 'Nieuw' otherwise.
 */
function keepsBookings(stats: NonNullable<Business['businessStats']>): string {
  if (stats.reliability !== null)
    return t('web.businesses.businessDetails.keptPercent', { percent: Math.round(stats.reliability * 100) });
  const { lateCancellations, withdrawnNoShows } = stats.reliabilityCounts;
  return lateCancellations + withdrawnNoShows === 0
    ? t('web.businesses.businessDetails.cancelsRarely')
    : t('web.shifts.record.newWorker');
}

export function BusinessAbout({ business }: { business: Business }) {
  return (
    <section className={`${card} p-6`}>
      <h2 className="mb-2 text-lg font-bold">{t('web.businesses.businessDetails.about')}</h2>
      <p className="whitespace-pre-line text-slate-700">
        {business.businessDescription || t('web.businesses.businessDetails.noDescription')}
      </p>
    </section>
  );
}

export function BusinessSidebar({ business }: { business: Business }) {
  return (
    <aside className="space-y-6">
      <section className={`${card} p-6`}>
        <h2 className="mb-3 text-lg font-bold">{t('web.common.openingHours')}</h2>
        <OpeningHours businessID={business.businessID} />
      </section>
      <section className={`space-y-2 ${card} p-6 text-sm`}>
        <h2 className="mb-1 text-lg font-bold">{t('web.common.contact')}</h2>
        <p>
          {business.businessStreet} {business.businessNumber}, {business.businessZipCode}{' '}
          {business.businessCity}
        </p>
        {business.businessPhone && <p>{business.businessPhone}</p>}
        {business.businessWebsite && (
          <a
            href={business.businessWebsite}
            rel="noreferrer noopener"
            target="_blank"
            className="text-brand-700 hover:underline"
          >
            {business.businessWebsite}
          </a>
        )}
      </section>
    </aside>
  );
}

export function BusinessNotFound({ isOwner }: { isOwner: boolean }) {
  return (
    <div className="rounded-2xl bg-white p-10 text-center shadow-sm">
      <h1 className="text-xl font-bold text-slate-900">
        {t('web.businesses.businessDetails.businessProfileNotFound')}
      </h1>
      {isOwner && (
        <Link to={paths.settings.href('businessProfile')} className={`mt-5 inline-block ${linkButton}`}>
          {t('web.common.createBusinessProfile')}
        </Link>
      )}
    </div>
  );
}
