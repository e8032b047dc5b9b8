import { useState } from 'react';
import { Link } from 'react-router';
import { Info, MailCheck } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { PageCard } from '@web/components/ui/page-card';
import { TextLink } from '@web/components/ui/text-link';
import { localStore, STORAGE_KEYS } from '@web/lib/storage';
import { usePageTitle } from '@web/lib/use-page-title';
import { ResendVerificationButton } from '../components/resend-verification-button';
import { TroubleshootingTips } from '../components/troubleshooting-tips';

const NEXT_STEPS = [
  'Open the email from Nido.',
  'Click the verification link inside.',
  'Sign in and set up your family hub.',
];

/** Spec §2 "Registration-success": where the verification email went and what to do next. */
export function RegistrationSuccessPage() {
  usePageTitle('Check your email');
  const [email] = useState(() => localStore.get(STORAGE_KEYS.registrationEmail));
  return (
    <PageCard
      icon={<MailCheck aria-hidden />}
      title="Check Your Email"
      description={
        email ? (
          <>
            We sent a verification link to{' '}
            <strong className="font-medium break-all text-foreground">{email}</strong>
          </>
        ) : (
          'Verify your email address to finish creating your account.'
        )
      }
    >
      {!email && (
        <Alert>
          <Info aria-hidden />
          <AlertTitle>We don&apos;t know which address to check</AlertTitle>
          <AlertDescription>
            This browser has no record of a recent registration.{' '}
            <TextLink to="/register">Register again</TextLink> to get a new verification email.
          </AlertDescription>
        </Alert>
      )}
      <section aria-labelledby="next-steps-heading" className="grid gap-3">
        <h2 id="next-steps-heading" className="text-sm font-medium">
          Next steps
        </h2>
        <ol className="grid list-decimal gap-1.5 pl-5 text-sm text-muted-foreground">
          {NEXT_STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <div className="grid gap-3">
        <Button asChild size="lg" className="w-full">
          <Link to="/login">Go to Sign In</Link>
        </Button>
        <ResendVerificationButton email={email} />
      </div>
      <TroubleshootingTips />
    </PageCard>
  );
}

export { RegistrationSuccessPage as Component };
