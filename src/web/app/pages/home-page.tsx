import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { usePageTitle } from '@web/lib/use-page-title';
import { LandingPage } from '@web/features/public-site/pages/landing-page';
import { verificationRedirectTarget } from '@web/features/public-site/lib/verification-redirect';

// Only fetched when the link carries an invitation: the landing page's own bundle stays within its
// budget (DESIGN.md §8, docs/adr/0002).
const InvitationScreen = lazy(() =>
  import('@web/features/family/invitation/invitation-screen').then((module) => ({
    default: module.InvitationScreen,
  })),
);

function InvitationRoute({ invitation }: { invitation: string }) {
  usePageTitle('Family invitation');
  return (
    // Plain text while the handler loads: a spinner would add its code to the landing bundle.
    <Suspense
      fallback={
        <p role="status" className="py-16 text-center text-sm text-muted-foreground">
          Loading invitation…
        </p>
      }
    >
      <InvitationScreen invitation={invitation} />
    </Suspense>
  );
}

/**
 * `/`: the landing page, or (spec §2) the invitation handler when the query has an invitation.
 * Composed here so that the public site and the family feature do not import each other.
 */
export function HomePage() {
  const { search, hash } = useLocation();
  const invitation = new URLSearchParams(search).get('invitation');
  if (invitation && !verificationRedirectTarget(search, hash))
    return <InvitationRoute invitation={invitation} />;
  return <LandingPage />;
}

export { HomePage as Component };
