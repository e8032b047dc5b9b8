import { lazy, Suspense, useEffect, useState } from 'react';
import { Cookie, X } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { useSignedIn } from '@web/lib/signed-in-signal';
import {
  PRIVACY_PREFERENCES_EVENT,
  readConsentPreferences,
  saveConsentPreferences,
} from '../lib/consent-preferences';

/** Spec §9: the banner waits 100 ms so it does not compete with the page's first paint. */
export const BANNER_DELAY_MS = 100;

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
        <section
          aria-label="Cookie consent"
          className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-3xl rounded-xl border bg-card p-4 text-card-foreground shadow-lg sm:inset-x-6 sm:bottom-6 sm:p-5"
        >
          <div className="flex items-start gap-3 pr-8">
            <Cookie className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
            <div className="grid gap-1">
              <h2 className="text-sm font-semibold">Your privacy, your choice</h2>
              <p className="text-sm text-muted-foreground">
                Nido uses essential cookies to keep you signed in and secure. With your permission
                we would also send you product updates. We never use advertising trackers. Read our{' '}
                <Link
                  to="/privacy"
                  className="font-medium text-foreground underline underline-offset-4"
                >
                  Privacy Policy
                </Link>
                .
              </p>
            </div>
          </div>
          <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setDialogOpen(true)}>
              Customize
            </Button>
            <Button onClick={() => decide(true)}>Accept</Button>
          </div>
          <Button
            variant="ghost"
            size="icon-sm"
            className="absolute top-2 right-2"
            aria-label="Decline and close"
            onClick={() => decide(false)}
          >
            <X aria-hidden />
          </Button>
        </section>
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
