// npm run lighthouse: Lighthouse's mobile profile (simulated mid-range phone on slow 4G) in Debian's
// Chromium against the built app. Fails when a score is under the bar of docs/decisions/phone-delivery.md.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from './start-server.mjs';

const PAGES = ['/', '/login'];
// one Lighthouse run varies by several points: each page is scored as the median of three runs
const RUNS = 3;
const MINIMUM = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 95 };

const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
let failed = false;
try {
  for (const page of PAGES) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      const { lhr } = await lighthouse(`${server.url}${page}`, {
        port: chrome.port,
        logLevel: 'error',
        onlyCategories: Object.keys(MINIMUM),
      });
      if (lhr.runtimeError)
        console.log(`       ${page}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      runs.push(lhr);
    }
    const performance = (lhr) => lhr.categories.performance.score ?? 0;
    const lhr = runs.sort((a, b) => performance(a) - performance(b))[RUNS >> 1];
    const scores = Object.fromEntries(
      Object.entries(lhr.categories).map(([id, category]) => [id, Math.round((category.score ?? 0) * 100)]),
    );
    const low = Object.entries(MINIMUM).filter(([id, minimum]) => scores[id] < minimum);
    failed ||= low.length > 0;
    const metrics = [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
    ]
      .map(
        (id) =>
          `${id
            .split('-')
            .map((word) => word[0])
            .join('')
            .toUpperCase()} ${lhr.audits[id].displayValue}`,
      )
      .join(', ');
    console.log(
      `${low.length ? 'LOW ' : 'ok  '} ${page.padEnd(7)} ${JSON.stringify(scores)}  ${metrics}  (median run of ${RUNS})`,
    );
    for (const [id] of low)
      for (const ref of lhr.categories[id].auditRefs) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit.score !== null && audit.score < 1)
          console.log(`       ${id}: ${audit.id} — ${audit.title}`);
      }
  }
} finally {
  chrome.kill();
  server.stop();
}
if (failed) process.exit(1);
