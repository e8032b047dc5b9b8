import { lazy, Suspense, useEffect, useState } from 'react';
import { useSignedIn } from '@web/lib/signed-in-signal';
import {
  BANNER_DELAY_MS,
  PRIVACY_PREFERENCES_EVENT,
  readConsentPreferences,
  saveConsentPreferences,
} from '../lib/consent-preferences';
import { CookieBanner } from './cookie-banner';

export { BANNER_DELAY_MS };

// The dialog (and Radix Dialog with it) is only downloaded when someone opens it.
const PrivacyPreferencesDialog = lazy(() =>
  import('./privacy-preferences-dialog').then((module) => ({
    default: module.PrivacyPreferencesDialog,
  })),
);

export function CookieConsent() {
  const [bannerVisible, setBannerVisible] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  // A signed-in user's choices live on the account (Settings), not in this banner.
  const signedIn = useSignedIn();

  useEffect(() => {
    if (readConsentPreferences()) return;
    const timer = window.setTimeout(() => setBannerVisible(true), BANNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    const open = () => setDialogOpen(true);
    window.addEventListener(PRIVACY_PREFERENCES_EVENT, open);
    return () => window.removeEventListener(PRIVACY_PREFERENCES_EVENT, open);
  }, []);

  const decide = (marketing: boolean) => {
    saveConsentPreferences({ marketing });
    setBannerVisible(false);
    setDialogOpen(false);
  };

  return (
    <>
      {bannerVisible && signedIn === false && (
        <CookieBanner
          onCustomize={() => setDialogOpen(true)}
          onAccept={() => decide(true)}
          onDecline={() => decide(false)}
        />
      )}
      {dialogOpen && (
        <Suspense fallback={null}>
          <PrivacyPreferencesDialog
            open={dialogOpen}
            onOpenChange={setDialogOpen}
            onSave={({ marketing }) => decide(marketing)}
          />
        </Suspense>
      )}
    </>
  );
}
