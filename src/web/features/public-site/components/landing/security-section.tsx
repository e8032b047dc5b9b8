import { Link } from 'react-router';
import { SECURITY_POINTS } from '../../content/landing-content';
import { textLinkClass } from '../text-link';
import { IconBadge } from './icon-badge';
import { LandingSection } from './landing-section';

export function SecuritySection() {
  return (
    <LandingSection
      id="security"
      eyebrow="Security"
      title="Built for the most sensitive information you have"
      intro="Your family's finances and final wishes deserve more than a spreadsheet."
    >
      <ul className="grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
        {SECURITY_POINTS.map((point) => (
          <li key={point.title} className="flex gap-4">
            <IconBadge icon={point.icon} />
            <div>
              <h3 className="font-semibold">{point.title}</h3>
              <p className="mt-1 text-muted-foreground">{point.text}</p>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-12 text-center">
        <Link to="/security" className={textLinkClass}>
          Read how we protect your data
        </Link>
      </p>
    </LandingSection>
  );
}
