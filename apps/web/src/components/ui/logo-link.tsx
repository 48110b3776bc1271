import { Link } from 'react-router';
import { Logo } from './logo';

/**
 * The logo as a link. Its name starts with the word it shows ("Jobbel"), then says where it goes,
 * so voice control users can say what they see.
 */
export function LogoLink({
  to,
  destination,
  size,
  className,
}: {
  to: string;
  destination: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}) {
  return (
    <Link to={to} className={className}>
      <Logo size={size} />
      <span className="sr-only">{destination}</span>
    </Link>
  );
}
