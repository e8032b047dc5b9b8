import { Link } from 'react-router';
import { LANDING_FAQ } from '../../content/landing-content';
import { FaqItem } from '../faq-item';
import { textLinkClass } from '../text-link';
import { LandingSection } from './landing-section';

export function LandingFaqSection() {
  return (
    <LandingSection id="faq" tone="muted" eyebrow="FAQ" title="Questions families ask first">
      <div className="mx-auto grid max-w-3xl gap-3">
        {LANDING_FAQ.map((item) => (
          <FaqItem key={item.question} question={item.question}>
            <p>{item.answer}</p>
          </FaqItem>
        ))}
        <p className="mt-6 text-center">
          <Link to="/faq" className={textLinkClass}>
            More questions
          </Link>
        </p>
      </div>
    </LandingSection>
  );
}
