import type { User } from '@jobbel/shared/users/user.schemas';
import type { ReactNode } from 'react';
import { ReliabilityNote } from '../../../components/reliability-note';
import { Button } from '../../../components/ui/button';
import { t } from '../../../lib/i18n';

function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 text-center">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="mt-1 text-2xl font-extrabold text-slate-900">{value}</dd>
    </div>
  );
}

const decimal = (value: number) => String(value).replace('.', ',');

/** Completed shifts, approved hours, revealed ratings and reliability, all computed by the API. */
export function ProfileStats({ user, isOwn }: { user: User; isOwn: boolean }) {
  const stats = user.userStats;
  return (
    <>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        <Stat
          label={t('web.users.profileStats.rating')}
          value={
            stats?.averageRating == null
              ? '–'
              : t('web.users.profileStats.ratingValue', {
                  average: decimal(stats.averageRating),
                  count: stats.ratingCount,
                })
          }
        />
        <Stat label={t('web.users.profileStats.completedJobs')} value={stats?.completedJobs ?? 0} />
        <Stat label={t('web.users.profileStats.hoursWorked')} value={decimal(stats?.totalHours ?? 0)} />
        <Stat
          label={t('web.users.profileStats.reliability')}
          value={stats ? <ReliabilityNote record={stats} label={(percent) => `${percent} %`} /> : '–'}
        />
      </dl>
      {isOwn && (
        <div className="grid gap-4 sm:grid-cols-3">
          {[
            t('web.users.profileStats.readyForWork'),
            t('web.users.profileStats.availability'),
            t('web.users.profileStats.updateProfile'),
          ].map((tile) => (
            <button
              key={tile}
              type="button"
              className="rounded-2xl border border-dashed border-slate-300 bg-white p-4 text-sm font-semibold text-slate-700"
            >
              {tile}
            </button>
          ))}
        </div>
      )}
    </>
  );
}

export function ProfileNotFound({ onBack }: { onBack: () => void }) {
  return (
    <div className="rounded-2xl bg-white p-10 text-center shadow-sm">
      <h1 className="text-xl font-bold text-slate-900">{t('web.users.profileStats.userProfileNotFound')}</h1>
      <Button className="mt-5" onClick={onBack}>
        {t('web.common.backToDashboard')}
      </Button>
    </div>
  );
}
