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
  // A signed-in user's choices live on the account (Settings), not in this banner. Asked only
  // when the banner will be due: someone who has chosen already never needs the answer here, and
  // their signed-in pages save a request while they load.
  const [bannerDue] = useState(() => readConsentPreferences() === null);
  const signedIn = useSignedIn(bannerDue);

  useEffect(() => {
    if (!bannerDue) return;
    const timer = window.setTimeout(() => setBannerVisible(true), BANNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [bannerDue]);

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
