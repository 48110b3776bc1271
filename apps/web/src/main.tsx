import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { fadeBetweenPages } from './app/page-transitions';
import { AppProvider } from './app/provider';
import { createRouter } from './app/router';
import { registerServiceWorkerLater } from './app/service-worker';
import { followPageHeading } from './components/layout/page-heading';
import { clearSessionFlagsOnUnload } from './components/layout/session-flags';
import { dismissPageErrors } from './components/toast/toast-store';
import './index.css';
import { paths } from './config/paths';
import { prefetchCurrentUser } from './features/auth/api/get-me';
import { setSessionExpiredHandler } from './lib/api-client';
import { languageLoaded } from './lib/i18n';
import { migrateLegacyStorage } from './lib/legacy-migration';
import { restoreSession } from './lib/session-store';
import { restoreTypedFields } from './lib/typed-fields';

async function openClientDatabase() {
  try {
    await migrateLegacyStorage();
    await restoreSession();
  } catch (error) {
    // a browser without IndexedDB (private mode) still works, signed out
    console.warn('client database unavailable', error);
  }
}

async function start() {
  clearSessionFlagsOnUnload();
  registerServiceWorkerLater();
  const clientDatabase = openClientDatabase();
  // created first: the router fetches the first screen's chunk while the stored session is read
  const router = createRouter(clientDatabase);
  fadeBetweenPages(router);
  // back to this page once signed in again
  setSessionExpiredHandler(() => {
    const { pathname, search } = router.state.location;
    // several requests may meet the ended session: the first one leads to the login page
    if (pathname === paths.login.path) return;
    void router.navigate(paths.login.href(pathname + search, 'expired'), { replace: true });
  });
  // a new page: its errors are gone (they belonged to the old one); its heading names the tab and takes focus
  let pathname = router.state.location.pathname;
  router.subscribe((state) => {
    if (state.location.pathname === pathname) return;
    pathname = state.location.pathname;
    dismissPageErrors();
    followPageHeading({ moveFocus: true });
  });
  await clientDatabase;
  prefetchCurrentUser();
  // the reader's language loads beside the code, the stored session and the account; nothing renders without it
  await languageLoaded;
  followPageHeading({ moveFocus: false });
  // what was typed before a language switch is typed back into the same page's forms
  restoreTypedFields();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
}

void start();
