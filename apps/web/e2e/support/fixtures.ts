import { test as base, type Page, type ViewportSize } from '@playwright/test';
import { PASSWORD, registerViaApi, signIn } from './accounts';
import { trackRequests } from './settled';

export { expect } from '@playwright/test';

type Person = Awaited<ReturnType<typeof registerViaApi>>;

interface SignedInFixtures {
  /** a new, verified worker of this test alone, made through the API as the registration wizard does */
  worker: Person;
  /** signs the test's page in through the login page (a worker lands on the feed, a business on its dashboard) */
  signInAs: (email: string, password?: string, options?: { remember?: boolean }) => Promise<void>;
  /**
   * Another person at the same time, as on another phone: a page in a browser context of its own,
   * signed in, closed after the test.
   */
  signedInPage: (email: string, password?: string, options?: { viewport?: ViewportSize }) => Promise<Page>;
}

/** Every end-to-end spec takes `test` from here: signed-in pages and new accounts come as fixtures. */
export const test = base.extend<SignedInFixtures>({
  page: async ({ page }, use) => {
    trackRequests(page);
    await use(page);
  },
  worker: async ({ request }, use) => {
    await use(await registerViaApi(request, 'user'));
  },
  signInAs: async ({ page }, use) => {
    await use((email, password = PASSWORD, options) => signIn(page, email, password, options));
  },
  signedInPage: async ({ browser }, use) => {
    const opened: Page[] = [];
    await use(async (email, password = PASSWORD, { viewport } = {}) => {
      const page = await (await browser.newContext(viewport ? { viewport } : {})).newPage();
      opened.push(page);
      trackRequests(page);
      await signIn(page, email, password);
      return page;
    });
    await Promise.all(opened.map((page) => page.context().close()));
  },
});
