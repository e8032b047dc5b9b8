import { usePageTitle } from '@web/lib/use-page-title';
import { InfoPageLayout } from '../components/info/info-page-layout';
import { PRIVACY_INTRO, PRIVACY_SECTIONS } from '../content/privacy-content';

export function PrivacyPage() {
  usePageTitle('Privacy Policy');
  return (
    <InfoPageLayout title="Privacy Policy" intro={PRIVACY_INTRO} sections={PRIVACY_SECTIONS} />
  );
}

export { PrivacyPage as Component };
