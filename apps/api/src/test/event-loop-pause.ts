/**
 * Runs `work` and answers how long the event loop went without running a 5 ms timer meanwhile: what
 * every other request would have waited. A loop held for all of the work never ticks, so the pause
 * that ends with the work counts too.
 */
export async function longestPauseDuring<T>(work: () => Promise<T>) {
  let longestPause = 0;
  let last = performance.now();
  const ticker = setInterval(() => {
    longestPause = Math.max(longestPause, performance.now() - last);
    last = performance.now();
  }, 5);
  const started = performance.now();
  try {
    const result = await work();
    return {
      result,
      duration: performance.now() - started,
      longestPause: Math.max(longestPause, performance.now() - last),
    };
  } finally {
    clearInterval(ticker);
  }
}
