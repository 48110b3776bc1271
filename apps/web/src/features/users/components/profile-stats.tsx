import type { User } from '@jobbel/shared/users/user.schemas';
import { Button } from '../../../components/ui/button';

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
        <Stat label="Beoordeling" value="–" />
        <Stat label="Voltooide jobs" value={user.userStats?.completedJobs ?? 0} />
        <Stat label="Gewerkte uren" value={user.userStats?.totalHours ?? 0} />
      </dl>
      {isOwn && (
        <div className="grid gap-4 sm:grid-cols-3">
          {['Ready for work', 'Availability', 'Update Profile'].map((tile) => (
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
      <h2 className="mb-2 text-lg font-bold">Reviews</h2>
      <p className="text-slate-600">Nog geen reviews.</p>
    </section>
  );
}

export function ProfileNotFound({ onBack }: { onBack: () => void }) {
  return (
    <div className="rounded-2xl bg-white p-10 text-center shadow-sm">
      <h1 className="text-xl font-bold text-slate-900">User Profile Not Found</h1>
      <Button className="mt-5" onClick={onBack}>
        Back to Dashboard
      </Button>
    </div>
  );
}
