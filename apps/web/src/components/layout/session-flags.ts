// spec 000 §3: session flags, cleared on page unload
export const SPLASH_SHOWN = 'splashShown';
export const DASHBOARD_ANIMATED = 'dashboardAnimated';

export function clearSessionFlagsOnUnload(): void {
  window.addEventListener('pagehide', () => {
    sessionStorage.removeItem(SPLASH_SHOWN);
    sessionStorage.removeItem(DASHBOARD_ANIMATED);
  });
}
