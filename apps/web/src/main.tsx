import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { createRouter } from './app/router';
import { clearSessionFlagsOnUnload } from './components/layout/session-flags';
import './index.css';
import { paths } from './config/paths';
import { setSessionExpiredHandler } from './lib/api-client';
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
  setSessionExpiredHandler(() => router.navigate(paths.login.href(), { replace: true }));
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
}

void start();
