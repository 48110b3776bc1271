import type { createBrowserRouter, RouterNavigateOptions, To } from 'react-router';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * spec 000 §2: the page fades out and the next one fades in. Every in-app navigation runs as a view
 * transition (the browser cross-fades two snapshots, see index.css), so the first page load paints at
 * once, the new page is live the moment it renders, and links need no option of their own.
 */
export function fadeBetweenPages(router: Router): void {
  const navigate = router.navigate;
  function navigateWithFade(to: number): Promise<void>;
  function navigateWithFade(to: To | null, options?: RouterNavigateOptions): Promise<void>;
  function navigateWithFade(to: number | To | null, options?: RouterNavigateOptions): Promise<void> {
    if (typeof to === 'number') return navigate(to);
    return navigate(to, { ...options, viewTransition: options?.viewTransition ?? true });
  }
  router.navigate = navigateWithFade;
}
