import { useEffect, useState } from 'react';
import { Logo } from '../ui/logo';
import { SPLASH_SHOWN } from './session-flags';

// spec 000 §2 and §9: 1200 ms in total, fading out from 600 ms
export const SPLASH_TOTAL_MS = 1200;
export const SPLASH_FADE_FROM_MS = 600;

/** Shows the branded splash once per page session, then its children. */
export function WithSplash({ children }: { children: React.ReactNode }) {
  const [phase, setPhase] = useState<'visible' | 'fading' | 'done'>(() =>
    sessionStorage.getItem(SPLASH_SHOWN) ? 'done' : 'visible',
  );
  const showing = phase !== 'done';
  // both timers count from the splash's first paint: the fade must not start the count again
  useEffect(() => {
    if (!showing) return;
    const fade = setTimeout(() => setPhase('fading'), SPLASH_FADE_FROM_MS);
    const done = setTimeout(() => {
      sessionStorage.setItem(SPLASH_SHOWN, '1');
      setPhase('done');
    }, SPLASH_TOTAL_MS);
    return () => {
      clearTimeout(fade);
      clearTimeout(done);
    };
  }, [showing]);

  if (phase === 'done') return children;
  return (
    <div
      data-testid="splash"
      className={`fixed inset-0 z-50 flex items-center justify-center bg-brand-700 transition-opacity duration-[600ms] ${phase === 'fading' ? 'opacity-0' : 'opacity-100'}`}
    >
      <div className="animate-rise-in">
        <Logo size="lg" inverted />
      </div>
    </div>
  );
}
