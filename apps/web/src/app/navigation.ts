import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type HistoryRouterProps,
  type Location,
  parsePath,
  type To,
} from 'react-router';

type History = HistoryRouterProps['history'];
type Listener = Parameters<History['listen']>[0];
type Update = Parameters<Listener>[0];

/**
 * The browser's history as the router sees it. A page is left only once the next one can be shown:
 * its code, texts and first data are asked for first (`prepare`), as long as the current page stays,
 * and a later navigation overtakes one still waiting. spec 000 §2: then the page fades out and the next
 * one fades in: every navigation runs as a view transition (the browser cross-fades two snapshots, see
 * index.css), so the first page load paints at once and the new page is live the moment it renders.
 */
export function createNavigation(prepare: (location: Pick<Location, 'pathname'>) => Promise<void>): History {
  const browser = createBrowserHistory({ v5Compat: true });
  const listeners = new Set<Listener>();
  let shown: Update = { action: browser.action, location: browser.location, delta: null };
  let latest = 0;

  function show(update: Update) {
    shown = update;
    for (const listener of listeners) listener(update);
  }

  function fadeTo(update: Update) {
    if (!document.startViewTransition) return show(update);
    // Preact renders a change in a microtask: by the next task the new page is in the document
    document.startViewTransition(() => {
      show(update);
      return new Promise((resolve) => setTimeout(resolve));
    });
  }

  browser.listen(async (update) => {
    if (update.action !== 'POP') return fadeTo(update); // prepared before the address changed
    // back or forward: the address has changed already; the page follows once it can be shown
    const navigation = ++latest;
    await prepare(update.location);
    if (navigation === latest) fadeTo(update);
  });

  function prepared(change: (to: To, state?: unknown) => void) {
    return (to: To, state?: unknown) => {
      const navigation = ++latest;
      const { pathname = shown.location.pathname } = typeof to === 'string' ? parsePath(to) : to;
      void prepare({ pathname }).then(() => {
        if (navigation === latest) change(to, state);
      });
    };
  }

  return {
    get action() {
      return shown.action;
    },
    get location() {
      return shown.location;
    },
    createHref: (to) => browser.createHref(to),
    createURL: (to) => browser.createURL(to),
    encodeLocation: (to) => browser.encodeLocation(to),
    push: prepared((to, state) => browser.push(to, state)),
    replace: prepared((to, state) => browser.replace(to, state)),
    go: (delta) => browser.go(delta),
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
