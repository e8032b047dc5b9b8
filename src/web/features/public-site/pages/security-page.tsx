import { usePageTitle } from '@web/lib/use-page-title';
import { InfoPageLayout } from '../components/info/info-page-layout';
import { SECURITY_INTRO, SECURITY_SECTIONS } from '../content/security-content';

export function SecurityPage() {
  usePageTitle('Security');
  return <InfoPageLayout title="Security" intro={SECURITY_INTRO} sections={SECURITY_SECTIONS} />;
}

export { SecurityPage as Component };
