import { BRAND } from '@shared/brand';
import { usePageTitle } from '@web/lib/use-page-title';
import { FaqItem } from '../components/faq-item';
import { EmailLink } from '../components/info/inline-link';
import { InfoPageLayout, type InfoSection } from '../components/info/info-page-layout';
import { FAQ_GROUPS } from '../content/faq-content';

const INTRO = (
  <p>
    Answers to the questions families ask most. Can’t find yours? Email{' '}
    <EmailLink address={BRAND.supportEmail} /> and a person will reply.
  </p>
);

// Each group becomes a section of the shared layout, so the FAQ gets the same contents list.
const SECTIONS: InfoSection[] = FAQ_GROUPS.map((group) => ({
  id: group.id,
  title: group.title,
  body: (
    <div className="grid gap-3">
      {group.questions.map((item) => (
        <FaqItem key={item.question} question={item.question}>
          {item.answer}
        </FaqItem>
      ))}
    </div>
  ),
}));

export function FaqPage() {
  usePageTitle('Frequently Asked Questions');
  return <InfoPageLayout title="Frequently Asked Questions" intro={INTRO} sections={SECTIONS} />;
}

export { FaqPage as Component };
