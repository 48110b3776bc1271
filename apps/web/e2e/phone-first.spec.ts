import { chromium, type Page } from '@playwright/test';
import { apiLogin, DEMO_PASSWORD, signIn } from './support/accounts';
import { expect, test } from './support/fixtures';

// What a phone on mobile data gets from the server, and what it paints first

/**
 * Holds the app's code back until the page asks for what `named` names (at most 5 s), and records each
 * such request with whether it came while the code was held: only the page itself could have asked then.
 */
async function holdCodeUntilAsked(page: Page, named: (url: URL) => string | undefined): Promise<string[]> {
  const asked: string[] = [];
  let codeHeld = true;
  let release = () => {};
  const requested = new Promise<void>((resolve) => {
    release = resolve;
  });
  page.on('request', (request) => {
    const name = named(new URL(request.url()));
    if (name === undefined) return;
    asked.push(`${name} ${codeHeld ? 'while the code was held' : 'after'}`);
    release();
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await Promise.race([requested, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    codeHeld = false;
    await route.continue();
  });
  return asked;
}

/** The language whose texts a request asks for, if it asks for texts. */
const languageTexts = (url: URL) => url.pathname.match(/^\/assets\/(fr-BE|nl-BE|en)-[\w-]{8}\.js$/)?.[1];

test('the server sends the app precompressed, hashed assets for a year, the page and worker revalidated', async ({
  request,
}) => {
  const page = await request.get('/', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(page.headers()['content-encoding']).toBe('br');
  expect(page.headers()['cache-control']).toBe('no-cache');
  const html = await page.text();
  const script = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
  expect(script).toBeTruthy();

  const asset = await request.get(script!, { headers: { 'accept-encoding': 'gzip' } });
  expect(asset.headers()['content-encoding']).toBe('gzip');
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  expect((await request.get('/sw.js')).headers()['cache-control']).toBe('no-cache');
  // /login names its screen's chunks in the HTML, so the phone fetches them while parsing it
  expect(await (await request.get('/login')).text()).toMatch(
    /rel="modulepreload" crossorigin href="\/assets\/login-/,
  );
  // and /dashboard, the screen a signed-in phone opens first, names the job list's
  expect(await (await request.get('/dashboard')).text()).toMatch(
    /rel="modulepreload" crossorigin href="\/assets\/dashboard-/,
  );
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toContain('User-agent: *');
  for (const missing of ['/assets/gone-1234.js', '/favicon.ico', '/apple-app-site-association.json'])
    expect((await request.get(missing)).status(), missing).toBe(404);

  const signedIn = await apiLogin(request, 'milan@jobbel.be', DEMO_PASSWORD);
  const jobs = await request.get('/api/jobs?count=50', { headers: { 'accept-encoding': 'br', ...signedIn } });
  expect(jobs.headers()['content-encoding']).toBe('br');
  expect((await jobs.json()).data.length).toBeGreaterThan(0);
});

test("a signed-in phone asks for the dashboard's first jobs before the app's code has arrived, and once", async ({
  page,
  signInAs,
}) => {
  await signInAs('milan@jobbel.be', DEMO_PASSWORD);
  await page.goto('about:blank');
  const firstPage = '/api/jobs?order=jobAddedDateTime&direction=desc&limit=12';
  const asked = await holdCodeUntilAsked(page, (url) =>
    `${url.pathname}${url.search}` === firstPage ? 'the first jobs' : undefined,
  );
  const answered = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return `${url.pathname}${url.search}` === firstPage;
  });
  await page.goto('/dashboard');
  const newest: { jobTitle: string } = (await (await answered).json()).data[0];
  await expect(page.getByTestId('job-card')).toHaveCount(12);
  // the answer the page asked for itself is the one shown
  await expect(page.getByTestId('job-card').first()).toContainText(newest.jobTitle);
  expect(asked).toEqual(['the first jobs while the code was held']);
});

test("a phone asks for its reader's texts while the app's code is still arriving", async ({ browser }) => {
  for (const path of ['/login', '/dashboard', '/jobs/1']) {
    const french = await browser.newContext({ locale: 'fr-BE', serviceWorkers: 'block' });
    const page = await french.newPage();
    const textsAsked = await holdCodeUntilAsked(page, languageTexts);
    const answer = await page.goto(path);
    expect(answer?.headers().vary).toContain('Accept-Language');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-BE');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest-fr-BE.webmanifest');
    await expect(page.getByRole('heading').first()).toBeVisible();
    // only the reader's language, once, before the app's code ran
    expect(textsAsked, path).toEqual(['fr-BE while the code was held']);
    await french.close();
  }
});

test("a reader who chose another language than her browser's gets the texts she chose with the page, not her browser's", async ({
  browser,
}) => {
  const english = await browser.newContext({ locale: 'en', serviceWorkers: 'block' });
  const page = await english.newPage();
  await page.goto('/login');
  await page.getByLabel('Language').selectOption('fr-BE');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-BE');

  for (const path of ['/login', '/dashboard']) {
    const next = await english.newPage();
    const textsAsked = await holdCodeUntilAsked(next, languageTexts);
    const answer = await next.goto(path);
    expect(answer?.headers().vary).toContain('Cookie');
    expect(answer?.headers()['content-language']).toBe('fr-BE');
    await expect(next.getByRole('heading').first()).toBeVisible();
    expect(textsAsked, path).toEqual(['fr-BE while the code was held']);
    await next.close();
  }
  await english.close();
});

test('the first paint is the page itself: nothing starts invisible', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length))
    .toBe(1);
  const fadesFromNothing = await page.evaluate(() =>
    document.getAnimations().some((animation) => {
      const effect = animation.effect as KeyframeEffect | null;
      return effect?.getKeyframes().some((frame) => frame.opacity === '0' || frame.opacity === 0);
    }),
  );
  expect(fadesFromNothing).toBe(false);
});

test('the splash lasts 1200 ms and leaves nothing in front of the page', async ({ page }) => {
  // timed in the page, from the splash's appearing to its going (it was 1800 ms: the fade restarted the count)
  await page.addInitScript(() => {
    const times: { appeared?: number; gone?: number } = {};
    (window as unknown as { splashTimes: typeof times }).splashTimes = times;
    new MutationObserver(() => {
      const showing = document.querySelector('[data-testid="splash"]') !== null;
      if (showing && times.appeared === undefined) times.appeared = performance.now();
      if (!showing && times.appeared !== undefined && times.gone === undefined)
        times.gone = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/dashboard');
  await expect(page.getByTestId('splash')).toBeVisible();
  await expect(page.getByTestId('splash')).toHaveCount(0, { timeout: 3000 });
  const shownFor = await page.evaluate(() => {
    const { appeared, gone } = (window as unknown as { splashTimes: { appeared: number; gone: number } })
      .splashTimes;
    return gone - appeared;
  });
  expect(shownFor).toBeGreaterThanOrEqual(1150);
  expect(shownFor).toBeLessThan(1500);
  await page.getByRole('link', { name: 'Ik wil jobbelen' }).click({ timeout: 1000 });
  await expect(page).toHaveURL(/\/register/);
});

test('leaving a page fades it out while the next page takes clicks at once', async ({ page, signInAs }) => {
  // each page change records how long its fade is set to last and when it is over; timed in the page,
  // since a click's wall time through Playwright grows with the load on the machine
  await page.addInitScript(() => {
    const original = document.startViewTransition?.bind(document);
    const fades: { animationMs: number[]; finished: boolean }[] = [];
    (window as unknown as { fades: typeof fades }).fades = fades;
    if (original)
      document.startViewTransition = ((update: ViewTransitionUpdateCallback) => {
        const fade = { animationMs: [] as number[], finished: false };
        fades.push(fade);
        const transition = original(update);
        void transition.ready.then(() => {
          for (const animation of document.getAnimations())
            if ((animation.effect as KeyframeEffect | null)?.pseudoElement?.startsWith('::view-transition'))
              fade.animationMs.push(Number(animation.effect?.getComputedTiming().duration));
        });
        void transition.finished.finally(() => {
          fade.finished = true;
        });
        return transition;
      }) as typeof document.startViewTransition;
  });
  const fadesSince = (count: number) =>
    page.evaluate(
      (from) =>
        (window as unknown as { fades: { animationMs: number[]; finished: boolean }[] }).fades.slice(from),
      count,
    );
  await signInAs('milan@jobbel.be', DEMO_PASSWORD);
  const before = await page.evaluate(() => (window as unknown as { fades: unknown[] }).fades.length);
  await page.getByRole('link', { name: 'FAQ' }).first().click();
  await expect(page).toHaveURL(/\/faq/);
  // a change of page may start a second fade that skips the first (a slow machine lets the route's code
  // arrive between them): what counts is that a fade ran and that all of them are over
  await expect
    .poll(async () => {
      const fades = await fadesSince(before);
      return fades.length > 0 && fades.every((fade) => fade.finished);
    })
    .toBe(true);
  // the page takes no clicks while the two cross-fade: 150 ms, within a person's reaction time
  const ran = (await fadesSince(before)).filter((fade) => fade.animationMs.length > 0);
  expect(ran.length).toBeGreaterThan(0);
  expect(Math.max(...ran.flatMap((fade) => fade.animationMs))).toBeLessThanOrEqual(150);
  // the FAQ's own heading: the dashboard's h1 would count as shown before the new page is there
  await expect(page.getByRole('heading', { level: 1, name: 'Veelgestelde vragen' })).toBeVisible();
  // a plain click the moment the fade is over, without Playwright waiting for the link to be ready
  const link = await page.getByRole('link', { name: 'Jobfeed' }).first().boundingBox();
  await page.mouse.click(link!.x + link!.width / 2, link!.y + link!.height / 2);
  await expect(page).toHaveURL(/\/dashboard/);
});

test('Chrome finds the app installable, and offline it opens with a Dutch message instead of skeletons', async ({
  browserName,
}, testInfo) => {
  // installability is judged for a profile on disk, not for the private contexts tests usually get
  const context = await chromium.launchPersistentContext(testInfo.outputPath('profile'), {
    ...testInfo.project.use.launchOptions,
    baseURL: testInfo.project.use.baseURL,
    serviceWorkers: 'allow',
  });
  expect(browserName).toBe('chromium');
  const page = context.pages()[0] ?? (await context.newPage());
  // a page of the persistent profile, not the test's own: signed in as the fixture would
  await signIn(page, 'milan@jobbel.be', DEMO_PASSWORD);
  const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await page.request.get(manifestUrl!)).json();
  expect(manifest).toMatchObject({ name: 'Jobbel', lang: 'nl-BE', display: 'standalone' });
  expect(
    manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`),
  ).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  expect(
    await page.evaluate(() => navigator.serviceWorker.ready.then((ready) => Boolean(ready.active))),
  ).toBe(true);
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);

  // setOffline cuts the network; in a persistent context only the CDP call also tells the page (navigator.onLine)
  const network = (offline: boolean) =>
    cdp.send('Network.emulateNetworkConditions', {
      offline,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  await context.setOffline(true);
  await network(true);
  // Chromium 150 keeps navigator.onLine true in a document loaded while the network is emulated off (it
  // tells only the documents open when the emulation starts): the pages report what a phone without a
  // network does, and the emulation's events still say when it comes back
  await context.addInitScript(() => {
    const reported = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine')!.get!;
    Object.assign(window, { networkAsReported: () => reported.call(navigator) });
    Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => false });
  });
  await page.reload();
  await expect(page.getByText('Je bent offline. Wat je ziet')).toBeVisible();
  await expect(
    page.getByText('Je bent offline: dit kan pas geladen worden', { exact: false }).first(),
  ).toBeVisible();
  // a page the server prepares with its own preloads (login.nl-BE.html) opens offline as well
  await page.goto('/login');
  await expect(page.getByText('Je bent offline. Wat je ziet')).toBeVisible();
  // told the network is off as it runs, the page hears it come back; each change reaches the page before
  // the next is made, or the two may reach it as one that changes nothing
  const networkAsReported = () =>
    page.evaluate(() => (window as unknown as { networkAsReported: () => boolean }).networkAsReported());
  await network(true);
  await expect.poll(networkAsReported).toBe(false);
  await context.setOffline(false);
  await network(false);
  await expect.poll(networkAsReported).toBe(true);
  await expect(page.getByText('Je bent offline. Wat je ziet')).toHaveCount(0);
  await context.close();
});

test('a screen whose code cannot be fetched says so in Dutch, only on that page, and offers a reload', async ({
  page,
  signInAs,
}) => {
  await signInAs('milan@jobbel.be', DEMO_PASSWORD);
  // as after a new version replaced the files, or offline before the screen was ever opened
  await page.route('**/assets/calendar-*.js', (route) => route.abort());
  await page.getByRole('link', { name: 'Agenda' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Deze pagina kon niet openen' })).toBeVisible();
  await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
  // the failure belongs to that page: back on the job list, the list shows again
  await page.goBack();
  await expect(page.getByTestId('job-card').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Deze pagina kon niet openen' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Agenda' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Deze pagina kon niet openen' })).toBeVisible();
  await page.unroute('**/assets/calendar-*.js');
  await page.getByRole('button', { name: 'Opnieuw laden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn Agenda' })).toBeVisible();
});

test('a screen whose code failed to come once is asked for again, and shows', async ({ page, signInAs }) => {
  await signInAs('milan@jobbel.be', DEMO_PASSWORD);
  let refused = 0;
  // the first fetch fails, as on a train between two stations; the next one comes
  await page.route('**/assets/calendar-*.js', (route) => {
    if (refused > 0) return route.continue();
    refused += 1;
    return route.abort();
  });
  await page.getByRole('link', { name: 'Agenda' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn Agenda' })).toBeVisible();
  expect(refused).toBe(1);
  await expect(page.getByRole('heading', { level: 1, name: 'Deze pagina kon niet openen' })).toHaveCount(0);
});
