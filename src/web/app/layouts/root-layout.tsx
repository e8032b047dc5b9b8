import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { captureCampaignParameters } from '@web/lib/campaign-capture';
import { CookieConsent } from '@web/features/consent/components/cookie-consent';
import { ScrollToTop } from '../scroll-to-top';
import { ToasterHost } from '../toaster-host';

export function RootLayout() {
  const { search } = useLocation();
  useEffect(() => captureCampaignParameters(search), [search]);
  return (
    <>
      <ScrollToTop />
      <Outlet />
      <CookieConsent />
      <ToasterHost />
    </>
  );
}
