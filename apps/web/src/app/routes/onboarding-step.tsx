import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { useCurrentUser } from '../../features/auth/api/get-me';
import { OnboardingFrame } from '../../features/onboarding/components/onboarding-frame';
import { t } from '../../lib/i18n';

/** spec 001 §2: a finished registration goes straight to the dashboard. */
export function OnboardingStep({ step, children }: { step: number; children: ReactNode }) {
  const profile = useCurrentUser();
  if (profile.isPending) return <Spinner label={t('web.common.loading')} />;
  if (profile.data?.registrationComplete) return <Navigate to={paths.dashboard.href()} replace />;
  return <OnboardingFrame step={step}>{children}</OnboardingFrame>;
}
