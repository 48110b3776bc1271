import { useEffect, useState } from 'react';

/** Seconds left of a countdown, restarted with start(seconds). */
export function useCountdown(initialSeconds = 0) {
  const [secondsLeft, setSecondsLeft] = useState(initialSeconds);
  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);
  return { secondsLeft, start: setSecondsLeft };
}
