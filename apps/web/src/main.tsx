import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { fadeBetweenPages } from './app/page-transitions';
import { AppProvider } from './app/provider';
import { createRouter } from './app/router';
import { clearSessionFlagsOnUnload } from './components/layout/session-flags';
import { dismissPageErrors } from './components/toast/toast-store';
import { Spinner } from './components/ui/spinner';
import './index.css';
import { paths } from './config/paths';
import { setSessionExpiredHandler } from './lib/api-client';
import { t } from './lib/i18n';
import { migrateLegacyStorage } from './lib/legacy-migration';
import { restoreSession } from './lib/session-store';

async function start() {
  clearSessionFlagsOnUnload();
  try {
    await migrateLegacyStorage();
    await restoreSession();
  } catch (error) {
    // a browser without IndexedDB (private mode) still works, signed out
    console.warn('client database unavailable', error);
  }
  const router = createRouter();
  fadeBetweenPages(router);
  setSessionExpiredHandler(() => router.navigate(paths.login.href(), { replace: true }));
  // an error belongs to the page it happened on: leaving the page closes it
  let pathname = router.state.location.pathname;
  router.subscribe((state) => {
    if (state.location.pathname === pathname) return;
    pathname = state.location.pathname;
    dismissPageErrors();
  });
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProvider>
        <Suspense fallback={<Spinner label={t('web.common.loading')} />}>
          <RouterProvider router={router} />
        </Suspense>
      </AppProvider>
    </StrictMode>,
  );
}

void start();
