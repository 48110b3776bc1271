import { useEffect } from 'react';

/** spec 000 §2: scrolls to the top on mount; the fade in and out is the navigation's view transition. */
export function PageWrapper({ children, className = '' }: { children: React.ReactNode; className?: string }) {
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, []);
  return <div className={className}>{children}</div>;
}
