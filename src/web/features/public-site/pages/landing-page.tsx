import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { usePageTitle } from '@web/lib/use-page-title';
import { verificationRedirectTarget } from '../lib/verification-redirect';
import { AudienceSection } from '../components/landing/audience-section';
import { BeforeAfterSection } from '../components/landing/before-after-section';
import { FeaturesSection } from '../components/landing/features-section';
import { FounderNoteSection } from '../components/landing/founder-note-section';
import { HeroSection } from '../components/landing/hero-section';
import { HowItWorksSection } from '../components/landing/how-it-works-section';
import { LandingFaqSection } from '../components/landing/landing-faq-section';
import { PricingSection } from '../components/landing/pricing-section';
import { SecuritySection } from '../components/landing/security-section';
import { TestimonialsSection } from '../components/landing/testimonials-section';

// Only fetched when the link carries an invitation: the landing page's own bundle stays within its
// budget (DESIGN.md §8, docs/adr/0002).
const InvitationScreen = lazy(() =>
  import('@web/features/family/invitation/invitation-screen').then((module) => ({
    default: module.InvitationScreen,
  })),
);

/** The public home page: the sections run in the order a first-time visitor's questions do. */
export function LandingPage() {
  const { search, hash } = useLocation();
  // Spec §2: with an invitation parameter, the invitation handler is shown instead.
  const invitation = new URLSearchParams(search).get('invitation');
  usePageTitle(invitation ? 'Family invitation' : null);
  const verificationTarget = verificationRedirectTarget(search, hash);
  if (verificationTarget) return <Navigate to={verificationTarget} replace />;
  if (invitation) {
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
  return (
    <>
      <HeroSection />
      <BeforeAfterSection />
      <SecuritySection />
      <FeaturesSection />
      <AudienceSection />
      <HowItWorksSection />
      <FounderNoteSection />
      <TestimonialsSection />
      <PricingSection />
      <LandingFaqSection />
    </>
  );
}

export { LandingPage as Component };
