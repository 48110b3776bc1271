import type { User } from '@jobbel/shared/users/user.schemas';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageWrapper } from '../../components/layout/page-wrapper';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { fetchCurrentUser, useCurrentUser } from '../../features/auth/api/get-me';
import { useBusinessHours } from '../../features/businesses/api/business-hours';
import { useBusinessByAccount } from '../../features/businesses/api/get-business-by-account';
import { BusinessProfileForm } from '../../features/businesses/components/business-profile-form';
import { PreferencesSection } from '../../features/settings/components/preferences-section';
import { ProfileSection } from '../../features/settings/components/profile-section';
import { SecuritySection } from '../../features/settings/components/security-section';
import { useUpdateUser } from '../../features/users/api/update-user';

type Section = 'profile' | 'professional' | 'businessProfile' | 'security' | 'notifications' | 'privacy';

const LABELS: Record<Section, string> = {
  profile: 'Profiel',
  professional: 'Professioneel',
  businessProfile: 'Bedrijfsprofiel',
  security: 'Beveiliging',
  notifications: 'Meldingen',
  privacy: 'Privacy',
};

/** spec 001 §2: businessProfile takes the second place (instead of professional) for business accounts. */
function sectionsFor(isBusiness: boolean): Section[] {
  return ['profile', isBusiness ? 'businessProfile' : 'professional', 'security', 'notifications', 'privacy'];
}

function pickSection(requested: string | null, sections: Section[]): Section {
  const normalized = requested === 'business' ? 'businessProfile' : requested;
  return sections.includes(normalized as Section) ? (normalized as Section) : 'profile';
}

function BusinessSection({ accountID }: { accountID: number }) {
  const navigate = useNavigate();
  const business = useBusinessByAccount(accountID);
  const hours = useBusinessHours(business.data?.businessID);
  if (business.isPending || (business.data && hours.isPending)) return <Spinner label="Loading..." />;
  if (business.isError) return <p className="text-red-700">Failed to load business profile</p>;
  return (
    <BusinessProfileForm
      key={`${business.data?.businessID ?? 'new'}-${hours.dataUpdatedAt}`}
      business={business.data ?? null}
      hours={hours.data ?? []}
      onCancel={() => navigate(paths.ownProfile.href())}
    />
  );
}

/** The users feature saves, the current user is reloaded, the settings form only collects. */
function OwnProfileSection({ user }: { user: User }) {
  const update = useUpdateUser(user.userID);
  return (
    <ProfileSection
      user={user}
      onSave={async (changes) => {
        await update.mutateAsync(changes);
        await fetchCurrentUser();
      }}
    />
  );
}

export function SettingsRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const profile = useCurrentUser();
  const isBusiness = profile.data?.account_type === 'business';
  const sections = sectionsFor(isBusiness);
  const active = pickSection(searchParams.get('section') ?? searchParams.get('tab'), sections);

  // spec 001 §8: without the profile data the page offers a retry instead of empty forms
  if (profile.data && !profile.data.user) {
    return (
      <PageWrapper className="rounded-2xl bg-white p-10 text-center shadow-sm">
        <h1 className="text-xl font-bold text-slate-900">Failed to Load Profile Data</h1>
        <p className="mt-2 text-slate-600">Failed to load user data</p>
        <button
          type="button"
          onClick={() => void fetchCurrentUser().catch(() => undefined)}
          className="mt-5 rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white"
        >
          Try Again
        </button>
      </PageWrapper>
    );
  }

  return (
    <PageWrapper className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <Link to={paths.ownProfile.href()} className="text-sm font-semibold text-brand-700 hover:underline">
            ← Terug naar profiel
          </Link>
          <h1 className="mt-1 text-3xl font-extrabold text-slate-900">Instellingen</h1>
        </div>
        <Link
          to={paths.ownProfile.href()}
          className="ml-auto rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100"
        >
          Cancel
        </Link>
        <span
          className={`rounded-full px-3 py-1 text-xs font-semibold ${profile.data?.authenticated ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-200 text-slate-700'}`}
        >
          {profile.data?.authenticated ? 'Authenticated' : 'Not Authenticated'}
        </span>
      </div>
      <div className="grid gap-6 lg:grid-cols-[14rem_1fr]">
        <nav aria-label="Instellingen" className="flex gap-2 overflow-x-auto lg:flex-col">
          {sections.map((section) => (
            <button
              key={section}
              type="button"
              aria-current={section === active ? 'page' : undefined}
              onClick={() => setSearchParams({ section })}
              className={`rounded-lg px-3 py-2 text-left text-sm font-semibold whitespace-nowrap ${section === active ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
            >
              {LABELS[section]}
            </button>
          ))}
        </nav>
        <section
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          aria-label={LABELS[active]}
        >
          <h2 className="mb-4 text-xl font-bold text-slate-900">{LABELS[active]}</h2>
          {active === 'businessProfile' && profile.data?.account_id !== undefined && (
            <BusinessSection accountID={profile.data.account_id} />
          )}
          {active === 'profile' && profile.data?.user && <OwnProfileSection user={profile.data.user} />}
          {active === 'professional' && (
            <Link
              to={paths.manageSkills.href()}
              className="inline-block rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white"
            >
              Manage Skills & Experience
            </Link>
          )}
          {active === 'security' && <SecuritySection />}
          {(active === 'notifications' || active === 'privacy') && <PreferencesSection group={active} />}
        </section>
      </div>
    </PageWrapper>
  );
}
