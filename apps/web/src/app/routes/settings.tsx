import type { User } from '@jobbel/shared/users/user.schemas';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { AlertsSection } from '../../features/alerts/components/alerts-section';
import { useCurrentUser, useRefreshCurrentUser } from '../../features/auth/api/get-me';
import { BusinessSection } from '../../features/businesses/components/business-section';
import { EmployerLegalSection } from '../../features/engagements/components/employer-legal-section';
import { InszDisclosures } from '../../features/engagements/components/insz-disclosures';
import { WorkStatusSection } from '../../features/engagements/components/work-status-section';
import { AccountDeletionSection } from '../../features/my-data/components/account-deletion-section';
import { DataExportPanel } from '../../features/my-data/components/data-export-panel';
import { PushSection } from '../../features/push/components/push-section';
import { PreferencesSection } from '../../features/settings/components/preferences-section';
import { ProfileSection } from '../../features/settings/components/profile-section';
import { SecuritySection } from '../../features/settings/components/security-section';
import {
  ProfessionalSection,
  SettingsLayout,
  SettingsLoadFailed,
} from '../../features/settings/components/settings-layout';
import { pickSection, sectionsFor } from '../../features/settings/settings-sections';
import { useUpdateUser } from '../../features/users/api/update-user';

/** The users feature saves, the current user is reloaded, the settings form only collects. */
function OwnProfileSection({ user }: { user: User }) {
  const update = useUpdateUser(user.userID);
  const refresh = useRefreshCurrentUser();
  return (
    <ProfileSection
      user={user}
      onSave={async (changes) => {
        await update.mutateAsync(changes);
        await refresh();
      }}
    />
  );
}

/** spec 001 §2: /settings?section=... */
export function SettingsRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const profile = useCurrentUser();
  const refresh = useRefreshCurrentUser();
  // the screen shows what the server holds now, not a copy from an earlier visit or another tab
  useEffect(() => {
    void refresh().catch(() => undefined);
  }, [refresh]);
  const sections = sectionsFor(profile.data?.account_type === 'business');
  const active = pickSection(searchParams.get('section') ?? searchParams.get('tab'), sections);

  if (profile.data && !profile.data.user) {
    return <SettingsLoadFailed onRetry={() => void refresh().catch(() => undefined)} />;
  }
  return (
    <SettingsLayout
      sections={sections}
      active={active}
      authenticated={Boolean(profile.data?.authenticated)}
      onSection={(section) => setSearchParams({ section })}
    >
      {active === 'businessProfile' && profile.data?.account_id !== undefined && (
        <BusinessSection accountID={profile.data.account_id} />
      )}
      {active === 'legal' && <EmployerLegalSection />}
      {active === 'workStatus' && <WorkStatusSection />}
      {active === 'profile' && profile.data?.user && <OwnProfileSection user={profile.data.user} />}
      {active === 'professional' && <ProfessionalSection />}
      {active === 'security' && <SecuritySection />}
      {(active === 'notifications' || active === 'privacy') && <PreferencesSection group={active} />}
      {active === 'privacy' && profile.data?.account_type === 'user' && <InszDisclosures />}
      {active === 'privacy' && <DataExportPanel />}
      {active === 'privacy' && profile.data && (
        <AccountDeletionSection
          deletionDue={profile.data.deletionDueDateTime ?? null}
          isBusiness={profile.data.account_type === 'business'}
          onChanged={() => refresh().catch(() => undefined)}
        />
      )}
      {active === 'notifications' && <PushSection />}
      {active === 'notifications' && profile.data?.account_type === 'user' && <AlertsSection />}
    </SettingsLayout>
  );
}
