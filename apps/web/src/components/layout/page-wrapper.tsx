import { useEffect } from 'react';

/** spec 000 §2: scrolls to the top on mount and fades in. */
export function PageWrapper({ children, className = '' }: { children: React.ReactNode; className?: string }) {
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, []);
  return <div className={`animate-fade-in ${className}`}>{children}</div>;
}
