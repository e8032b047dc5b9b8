import { FEATURES } from '../../content/landing-content';
import { LandingSection } from './landing-section';

export function FeaturesSection() {
  return (
    <LandingSection
      id="features"
      tone="muted"
      eyebrow="Features"
      title="Everything your family would need to find"
    >
      {/* No icon per feature: eleven icons would cost more script than the rest of the section. */}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map((feature) => (
          <li
            key={feature.title}
            className="rounded-xl border border-l-4 border-l-primary bg-card p-5 shadow-sm"
          >
            <h3 className="font-semibold">{feature.title}</h3>
            <p className="mt-1 text-sm text-muted-foreground">{feature.text}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
