import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Panel, secondaryLink } from '../../../components/ui/panel';
import { paths } from '../../../config/paths';
import { t } from '../../../lib/i18n';
import { useCurrentUser } from '../api/get-me';
import { logout } from '../api/logout';

/**
 * A signed-in visitor following a register link ('Register as Employer', the footer) learns why the
 * form is not shown and can sign out to register, instead of being sent back to the dashboard.
 */
export function SignedInRegisterNotice({
  employer,
  onSignedOut,
}: {
  employer: boolean;
  onSignedOut: () => void;
}) {
  const email = useCurrentUser().data?.account_email ?? '';
  return (
    <Panel
      title={t('web.registration.signedInRegisterNotice.title')}
      text={t(
        employer
          ? 'web.registration.signedInRegisterNotice.employerText'
          : 'web.registration.signedInRegisterNotice.workerText',
        { email },
      )}
    >
      <Link to={paths.dashboard.href()} className={secondaryLink}>
        {t('web.registration.signedInRegisterNotice.backToDashboard')}
      </Link>
      <Button onClick={() => void logout().finally(onSignedOut)}>
        {t('web.registration.signedInRegisterNotice.signOutAndRegister')}
      </Button>
    </Panel>
  );
}
