import { onlineManager } from '@tanstack/react-query';
import { Button } from '../../components/ui/button';
import { ErrorBox } from '../../components/ui/error-box';
import { Logo } from '../../components/ui/logo';
import { t } from '../../lib/i18n';

/**
 * A screen that could not be shown: mostly its code could not be fetched (offline before it was ever
 * opened, or a newer version was installed meanwhile). A reload fetches the current version.
 */
export function RouteLoadFailed({ error }: { error: unknown }) {
  const offline = !onlineManager.isOnline();
  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col items-center justify-center gap-6 px-4 text-center">
      <Logo size="md" />
      <h1 className="text-2xl font-extrabold text-slate-900">{t('web.app.routeLoadFailed.title')}</h1>
      <ErrorBox
        message={offline ? t('web.app.routeLoadFailed.offline') : t('web.app.routeLoadFailed.message')}
        cause={error}
      />
      <Button onClick={() => window.location.reload()}>{t('web.app.routeLoadFailed.reload')}</Button>
    </main>
  );
}
