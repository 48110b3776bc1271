/**
 * Wraps a read of shared state (rows other servers may have written) so that a caller gets the result
 * of a read that started after its call: one already under way may predate the caller's request, so
 * the caller waits for the next. Concurrent callers share that next read: under load a read serves
 * many requests.
 */
export function readAfterNow<T>(read: () => Promise<T>): () => Promise<T> {
  let reading: Promise<T> | undefined;
  let queued: Promise<T> | undefined;

  function fresh(): Promise<T> {
    if (!reading) {
      reading = read().finally(() => {
        reading = undefined;
      });
      return reading;
    }
    queued ??= reading
      .catch(() => undefined)
      .then(() => {
        queued = undefined;
        return fresh();
      });
    return queued;
  }

  return fresh;
}
