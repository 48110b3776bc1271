import { useEffect, useState } from 'react';

/**
 * Whole seconds until `atMs` on the server's clock: the server's answer said how long was left when it
 * came (`answeredAtMs`, this device's clock), and this device counts down from there.
 */
export function useSecondsLeft(
  answer: { nextCodeAtMs: number; serverNowMs: number } | undefined,
  answeredAtMs: number,
): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  if (!answer) return null;
  return Math.max(0, Math.ceil((answer.nextCodeAtMs - answer.serverNowMs - (now - answeredAtMs)) / 1000));
}
