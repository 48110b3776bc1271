import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../config/paths';

interface BusinessLinkProps {
  /** the business's account id, which the page's address carries; null when it is not known */
  accountID: number | null;
  className?: string;
  'aria-label'?: string;
  children: ReactNode;
}

/**
 * The one way to link to a business page (docs/decisions/business-page-address.md): by account id,
 * never by business id; without a known account the name is shown without a link.
 */
export function BusinessLink({ accountID, className, children, ...label }: BusinessLinkProps) {
  if (accountID === null) return <span className={className}>{children}</span>;
  return (
    <Link to={paths.business.href(accountID)} className={className} {...label}>
      {children}
    </Link>
  );
}
