import { AUDIENCES } from '../../content/landing-content';
import { LandingSection } from './landing-section';

export function AudienceSection() {
  return (
    <LandingSection
      id="who-its-for"
      eyebrow="Who it is for"
      title="For everyone who keeps a family on track"
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {AUDIENCES.map((audience) => (
          <li
            key={audience.title}
            className="rounded-xl border border-t-4 border-t-primary bg-card p-6 shadow-sm"
          >
            <h3 className="font-semibold">{audience.title}</h3>
            <p className="mt-2 text-sm text-muted-foreground">{audience.text}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
