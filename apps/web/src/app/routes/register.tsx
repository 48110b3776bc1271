import { REGISTER_TYPES, type RegisterType } from '@jobbel/shared/auth/register-form';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LanguageSwitch } from '../../components/layout/language-switch';
import { PageWrapper } from '../../components/layout/page-wrapper';
import { LogoLink } from '../../components/ui/logo-link';
import { paths } from '../../config/paths';
import { RegisterWizard } from '../../features/auth/components/register-wizard';
import { SignedInRegisterNotice } from '../../features/auth/components/signed-in-register-notice';
import { t } from '../../lib/i18n';
import { getSession } from '../../lib/session-store';

export function RegisterRoute() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const requested = searchParams.get('type');
  const type: RegisterType = REGISTER_TYPES.includes(requested as RegisterType)
    ? (requested as RegisterType)
    : 'worker';
  // only a session that existed on arrival: the wizard itself signs in at its end
  const [signedInOnArrival, setSignedInOnArrival] = useState(() => getSession() !== null);
  return (
    <PageWrapper
      standalone
      className="flex min-h-screen flex-col items-center bg-gradient-to-br from-brand-50 to-slate-100 px-4 py-8"
    >
      <LogoLink to={paths.home.href()} destination={t('web.common.toHomePage')} className="mb-6" />
      {signedInOnArrival ? (
        <SignedInRegisterNotice
          employer={type === 'employer'}
          onSignedOut={() => setSignedInOnArrival(false)}
        />
      ) : (
        <RegisterWizard
          key={type}
          type={type}
          onRegistered={() =>
            navigate(type === 'employer' ? paths.employerDashboard.href() : paths.completeProfile.href(), {
              replace: true,
            })
          }
        />
      )}
      <LanguageSwitch className="mt-6" />
    </PageWrapper>
  );
}
