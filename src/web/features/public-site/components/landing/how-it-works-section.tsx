import { STEPS } from '../../content/landing-content';
import { LandingSection } from './landing-section';

export function HowItWorksSection() {
  return (
    <LandingSection
      id="how-it-works"
      tone="warm"
      eyebrow="How it works"
      title="Set it up once, and your family is ready"
    >
      <ol className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
        {STEPS.map((step, index) => (
          <li key={step.title}>
            {/* The list is ordered, so the number is a visual echo of what assistive tech reads. */}
            <span
              aria-hidden
              className="flex size-10 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 font-semibold">{step.title}</h3>
            <p className="mt-1 text-muted-foreground">{step.text}</p>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}
