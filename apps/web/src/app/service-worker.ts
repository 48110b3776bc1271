// the worker precaches the whole app (about 900 KB): it starts once the first screen has settled, so it
// never competes with that screen for a slow phone connection
const REGISTER_AFTER_LOAD_MS = 3000;

/** Installs the service worker (made by vite-plugin-pwa at build time) that keeps the app usable offline. */
export function registerServiceWorkerLater(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const register = () =>
    setTimeout(() => void navigator.serviceWorker.register('/sw.js', { scope: '/' }), REGISTER_AFTER_LOAD_MS);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
