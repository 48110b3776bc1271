import { useEffect } from 'react';
import { useNavigationType } from 'react-router';
import { MAIN_CONTENT_ID } from './skip-link';

/**
 * spec 000 §2: scrolls to the top on mount, except when going back or forward (the router puts the page
 * where it was); the fade in and out is the navigation's view transition.
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
  const navigation = useNavigationType();
  useEffect(() => {
    if (navigation !== 'POP') window.scrollTo({ top: 0 });
  }, [navigation]);
  if (standalone)
    return (
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={`outline-none ${className}`}>
        {children}
      </main>
    );
  return <div className={className}>{children}</div>;
}
