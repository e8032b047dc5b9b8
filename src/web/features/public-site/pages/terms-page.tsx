import { usePageTitle } from '@web/lib/use-page-title';
import { InfoPageLayout } from '../components/info/info-page-layout';
import { TERMS_INTRO, TERMS_SECTIONS } from '../content/terms-content';

export function TermsPage() {
  usePageTitle('Terms of Service');
  return <InfoPageLayout title="Terms of Service" intro={TERMS_INTRO} sections={TERMS_SECTIONS} />;
}

export { TermsPage as Component };
