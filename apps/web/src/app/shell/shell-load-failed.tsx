import { Button } from '../../components/ui/button';
import { ErrorBox } from '../../components/ui/error-box';
import { Logo } from '../../components/ui/logo';
import { t } from '../../lib/i18n';

/** The signed-in shell when the account could not be loaded: one message and a way to try again. */
export function ShellLoadFailed({
  failure,
  retrying,
  onRetry,
}: {
  failure: unknown;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col items-center justify-center gap-6 px-4 text-center">
      <Logo size="md" />
      <ErrorBox message={t('web.app.shellLoadFailed.message')} cause={failure} />
      <Button onClick={onRetry} disabled={retrying}>
        {retrying ? t('web.common.busy') : t('web.app.shellLoadFailed.retry')}
      </Button>
    </main>
  );
}
