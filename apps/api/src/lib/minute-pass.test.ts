import { describe, expect, it } from 'vitest';
import { createStepRest, STEP_REST_RATIO } from './minute-pass';

/** Holds the thread, as a pass's step of SQL on SQLite does. */
function holdThread(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe('a pass working in steps', () => {
  it('leaves the thread to requests four times as long as it holds it', async () => {
    const rest = createStepRest();
    const started = performance.now();
    let held = 0;
    for (let step = 0; step < 8; step += 1) {
      const stepStarted = performance.now();
      holdThread(10);
      held += performance.now() - stepStarted;
      await rest();
    }
    const elapsed = performance.now() - started;
    // timers may fire a millisecond early
    expect(elapsed - held).toBeGreaterThanOrEqual(held * STEP_REST_RATIO - 8);
  });

  it('measures each step from the end of its last rest, so a short step rests briefly', async () => {
    const rest = createStepRest();
    holdThread(30);
    const afterLongStep = performance.now();
    await rest();
    const longRest = performance.now() - afterLongStep;
    const afterShortStep = performance.now();
    await rest();
    const shortRest = performance.now() - afterShortStep;
    expect(longRest).toBeGreaterThanOrEqual(30 * STEP_REST_RATIO - 1);
    expect(shortRest).toBeLessThan(longRest);
  });
});
