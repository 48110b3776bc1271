import type { User } from '@jobbel/shared/users/user.schemas';
import { Button } from '../../../components/ui/button';
import { t } from '../../../lib/i18n';

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 text-center">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="mt-1 text-2xl font-extrabold text-slate-900">{value}</dd>
    </div>
  );
}

/** docs/decisions/sample-data-screens.md: computed stats, no rating until reviews exist. */
export function ProfileStats({ user, isOwn }: { user: User; isOwn: boolean }) {
  return (
    <>
      <dl className="grid grid-cols-3 gap-4">
        <Stat label={t('web.users.profileStats.beoordeling')} value="–" />
        <Stat label={t('web.users.profileStats.voltooideJobs')} value={user.userStats?.completedJobs ?? 0} />
        <Stat label={t('web.users.profileStats.gewerkteUren')} value={user.userStats?.totalHours ?? 0} />
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

export function ProfileReviews() {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-6">
      <h2 className="mb-2 text-lg font-bold">{t('web.common.reviews')}</h2>
      <p className="text-slate-600">{t('web.common.nogGeenReviews')}</p>
    </section>
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
