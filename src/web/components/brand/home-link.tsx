import { Link } from 'react-router';
import { cn } from '@web/lib/utils';
import { Logo } from './logo';

/** The logo as the way home; the link's name says where it goes, which the picture cannot. */
export function HomeLink({ className }: { className?: string }) {
  return (
    <Link
      to="/"
      aria-label="Nido home"
      className={cn(
        'rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60',
        className,
      )}
    >
      <Logo />
    </Link>
  );
}
