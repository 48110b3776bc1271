// npm run measure:first-card: how long a signed-in worker on a mid-range phone waits for the first job
// card of /dashboard with a cold HTTP cache (4x slower CPU, 1.6 Mbps down, 750 kbps up, 150 ms RTT).
import { chromium } from 'playwright-core';
import { startServer } from './start-server.mjs';

const RUNS = 5;
const PHONE = { width: 390, height: 844 };
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6e6 / 8) | 0,
  uploadThroughput: (750e3 / 8) | 0,
};

const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const times = [];
try {
  // a cold cache, not a fresh install: the service worker would answer from its own cache
  // a Dutch phone: the labels below are the Dutch ones
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: PHONE,
    serviceWorkers: 'block',
    locale: 'nl-BE',
  });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('E-mailadres').fill('milan@jobbel.be');
  await page.getByLabel('Wachtwoord', { exact: true }).fill('Jobbel2026');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/dashboard$/);
  const cdp = await context.newCDPSession(page);
  for (let run = 0; run < RUNS; run += 1) {
    await page.goto('about:blank');
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/dashboard', { waitUntil: 'commit' });
    const shownAt = await page.waitForFunction(
      () => document.querySelector('[data-testid="job-card"]') && performance.now(),
      undefined,
      { polling: 'raf', timeout: 30_000 },
    );
    times.push(await shownAt.jsonValue());
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.send('Network.emulateNetworkConditions', {
      ...NETWORK,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  }
} finally {
  await browser.close();
  server.stop();
}
times.sort((a, b) => a - b);
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
console.log(
  `first job card on /dashboard, cold cache, ${RUNS} runs: median ${seconds(times[RUNS >> 1])}, best ${seconds(times[0])}, worst ${seconds(times.at(-1))}`,
);
