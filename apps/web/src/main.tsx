import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { createNavigation } from './app/navigation';
import { AppProvider } from './app/provider';
import { AppRoutes, createRoutes, prepareRoute } from './app/router';
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
  // made first: the first page's code, texts and jobs are asked for while the stored session is read
  const routes = createRoutes(clientDatabase);
  const history = createNavigation((location) => prepareRoute(routes, location));
  const firstPage = prepareRoute(routes, history.location);
  // back to this page once signed in again
  setSessionExpiredHandler(() => {
    const { pathname, search } = history.location;
    // several requests may meet the ended session: the first one leads to the login page
    if (pathname === paths.login.path) return;
    history.replace(paths.login.href(pathname + search, 'expired'));
  });
  // a new page: its errors are gone (they belonged to the old one); its heading names the tab and takes focus
  let pathname = history.location.pathname;
  history.listen(({ location }) => {
    if (location.pathname === pathname) return;
    pathname = location.pathname;
    dismissPageErrors();
    followPageHeading({ moveFocus: true });
  });
  await clientDatabase;
  prefetchCurrentUser();
  // the reader's language loads beside the code, the stored session and the account; nothing renders without it
  await languageLoaded;
  await firstPage;
  followPageHeading({ moveFocus: false });
  // what was typed before a language switch is typed back into the same page's forms
  restoreTypedFields();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProvider>
        <HistoryRouter history={history}>
          <AppRoutes routes={routes} />
        </HistoryRouter>
      </AppProvider>
    </StrictMode>,
  );
}

void start();
