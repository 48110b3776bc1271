import { useEffect, useState } from 'react';
import { PageWrapper } from '../../components/layout/page-wrapper';
import { DASHBOARD_ANIMATED } from '../../components/layout/session-flags';
import { WithSplash } from '../../components/layout/splash-screen';

// spec 000 §4: the entrance animation runs once per page session, the flag set after about 1100 ms
const DASHBOARD_ANIMATION_FLAG_DELAY_MS = 1100;

/** The job search arrives with issue 3; this is its hero and entrance. */
export function DashboardRoute() {
  const [animate] = useState(() => !sessionStorage.getItem(DASHBOARD_ANIMATED));
  useEffect(() => {
    if (!animate) return;
    const timer = setTimeout(
      () => sessionStorage.setItem(DASHBOARD_ANIMATED, '1'),
      DASHBOARD_ANIMATION_FLAG_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [animate]);
  return (
    <WithSplash>
      <PageWrapper>
        <section
          className={`rounded-3xl bg-gradient-to-br from-brand-700 to-brand-500 p-8 text-white ${animate ? 'animate-fade-in' : ''}`}
        >
          <h1 className="text-3xl font-extrabold sm:text-4xl">Vind jouw droombaan in de horeca</h1>
          <p className="mt-2 text-brand-50">Zoeken en filteren op jobs komt hier binnenkort.</p>
        </section>
      </PageWrapper>
    </WithSplash>
  );
}
