import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { textLinkClass } from '../text-link';

/** A link inside policy text: in-app routes go through the router, everything else is plain. */
export function InlineLink({ to, children }: { to: string; children: ReactNode }) {
  if (to.startsWith('/')) {
    return (
      <Link to={to} className={textLinkClass}>
        {children}
      </Link>
    );
  }
  return (
    <a href={to} className={textLinkClass}>
      {children}
    </a>
  );
}

/** An email address that is also a mailto link, so the address is readable and copyable. */
export function EmailLink({ address }: { address: string }) {
  return <InlineLink to={`mailto:${address}`}>{address}</InlineLink>;
}
