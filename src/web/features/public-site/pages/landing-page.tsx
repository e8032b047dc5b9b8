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

/** The public home page: the sections run in the order a first-time visitor's questions do. */
export function LandingPage() {
  const { search, hash } = useLocation();
  usePageTitle(null);
  const verificationTarget = verificationRedirectTarget(search, hash);
  if (verificationTarget) return <Navigate to={verificationTarget} replace />;
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
