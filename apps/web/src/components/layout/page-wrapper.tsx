import { useEffect } from 'react';
import { MAIN_CONTENT_ID } from './skip-link';

/**
 * spec 000 §2: scrolls to the top on mount; the fade in and out is the navigation's view transition.
 * A page without the signed-in shell is `standalone`: it is the document's main landmark itself.
 */
export function PageWrapper({
  children,
  className = '',
  standalone = false,
}: {
  children: React.ReactNode;
  className?: string;
  standalone?: boolean;
}) {
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, []);
  if (standalone)
    return (
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={`outline-none ${className}`}>
        {children}
      </main>
    );
  return <div className={className}>{children}</div>;
}
