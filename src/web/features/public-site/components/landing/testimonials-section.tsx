import { TESTIMONIALS } from '../../content/landing-content';
import { LandingSection } from './landing-section';
import { TestimonialCarousel } from './testimonial-carousel';

export function TestimonialsSection() {
  return (
    <LandingSection
      id="stories"
      tone="muted"
      eyebrow="Stories"
      title="What getting organised feels like"
      intro={
        // Nido has no public customers yet, so the stories are labelled for what they are.
        <span className="text-sm">
          Illustrative stories based on conversations with families while designing Nido; names
          changed.
        </span>
      }
    >
      <div className="mx-auto max-w-3xl">
        <TestimonialCarousel testimonials={TESTIMONIALS} label="Family stories" />
      </div>
    </LandingSection>
  );
}
