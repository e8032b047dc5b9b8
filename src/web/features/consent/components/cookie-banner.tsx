import { Cookie, X } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';

type CookieBannerProps = {
  /** Left out on a pre-rendered page, where enhance-public-page.ts wires the buttons by their data attributes. */
  onCustomize?: () => void;
  onAccept?: () => void;
  onDecline?: () => void;
  /** In a pre-rendered page the banner is in the HTML, hidden until the script decides. */
  hidden?: boolean;
};

/** Spec §2: the cookie banner with Accept, Customize and a close that declines. */
export function CookieBanner({ onCustomize, onAccept, onDecline, hidden }: CookieBannerProps) {
  return (
    <section
      aria-label="Cookie consent"
      data-consent-banner=""
      hidden={hidden}
      className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-3xl rounded-xl border bg-card p-4 text-card-foreground shadow-lg sm:inset-x-6 sm:bottom-6 sm:p-5"
    >
      <div className="flex items-start gap-3 pr-8">
        <Cookie className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
        <div className="grid gap-1">
          <h2 className="text-sm font-semibold">Your privacy, your choice</h2>
          <p className="text-sm text-muted-foreground">
            Nido uses essential cookies to keep you signed in and secure. With your permission we
            would also send you product updates. We never use advertising trackers. Read our{' '}
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
        <Button variant="outline" data-consent-action="customize" onClick={onCustomize}>
          Customize
        </Button>
        <Button data-consent-action="accept" onClick={onAccept}>
          Accept
        </Button>
      </div>
      <Button
        variant="ghost"
        size="icon-sm"
        className="absolute top-2 right-2"
        aria-label="Decline and close"
        data-consent-action="decline"
        onClick={onDecline}
      >
        <X aria-hidden />
      </Button>
    </section>
  );
}
