import { Link, Navigate } from 'react-router';
import { CircleAlert, CircleCheck, MailCheck } from 'lucide-react';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { PageCard } from '@web/components/ui/page-card';
import { Spinner } from '@web/components/ui/spinner';
import { usePageTitle } from '@web/lib/use-page-title';
import { InvitationFound } from '../components/invitation-found';
import { ResendVerificationForm } from '../components/resend-verification-form';
import { VerificationSuccess } from '../components/verification-success';
import { VERIFICATION_MESSAGES } from '../lib/auth-messages';
import { nextStepAfterVerification } from '../lib/next-step-after-verification';
import { useEmailVerification, type VerificationView } from '../lib/use-email-verification';

function GoToSignIn({ variant }: { variant?: 'outline' }) {
  return (
    <Button asChild size="lg" variant={variant} className="w-full">
      <Link to="/login">Go to Sign In</Link>
    </Button>
  );
}

/** What a screen reader hears when the state changes (the card itself is replaced). */
function announcement(view: VerificationView): string {
  switch (view.kind) {
    case 'loading':
      return 'Verifying your email…';
    case 'verified':
      return nextStepAfterVerification(view.signedIn).announcement;
    case 'invitation-found':
      // Said the same for a family invitation and an advisor's access (issue 15).
      return `Email verified. ${view.invitation.inviterName} has sent you an invitation.`;
    case 'email-changed':
      return 'Your new email address is confirmed.';
    case 'already-verified':
      return VERIFICATION_MESSAGES.alreadyVerified;
    default:
      return '';
  }
}

function VerificationState({ view }: { view: VerificationView }) {
  switch (view.kind) {
    case 'loading':
      return (
        <PageCard title="Verifying Your Email" description="This only takes a moment.">
          <div className="flex justify-center py-4">
            <Spinner className="size-6 text-muted-foreground" />
          </div>
        </PageCard>
      );
    case 'continue-onboarding':
      return <Navigate to="/onboarding" replace />;
    case 'verified':
      return <VerificationSuccess email={view.email} signedIn={view.signedIn} />;
    case 'invitation-found':
      return <InvitationFound email={view.email} invitation={view.invitation} />;
    case 'email-changed':
      return (
        <PageCard
          icon={<CircleCheck aria-hidden />}
          title="Email Address Updated"
          description={
            <>
              Your new email address{' '}
              <strong className="font-medium break-all text-foreground">{view.email}</strong> is
              confirmed. Use it the next time you sign in.
            </>
          }
        >
          <Button asChild size="lg" className="w-full">
            <Link to="/settings">Go to Settings</Link>
          </Button>
        </PageCard>
      );
    case 'already-verified':
      return (
        <PageCard
          icon={<MailCheck aria-hidden />}
          title="Already Verified"
          description={VERIFICATION_MESSAGES.alreadyVerified}
        >
          <GoToSignIn />
        </PageCard>
      );
    case 'error':
      return (
        <PageCard title="Verification Failed">
          <Alert variant="destructive" role="alert">
            <CircleAlert aria-hidden />
            <AlertDescription className="text-foreground">{view.message}</AlertDescription>
          </Alert>
          <section aria-labelledby="resend-heading" className="grid gap-3">
            <h2 id="resend-heading" className="text-sm font-medium">
              Need a new link?
            </h2>
            <ResendVerificationForm />
          </section>
          <GoToSignIn variant="outline" />
        </PageCard>
      );
  }
}

/** Spec §2 "Email-confirmed": where the emailed verification link lands. */
export function EmailConfirmedPage() {
  usePageTitle('Email confirmation');
  const view = useEmailVerification();
  return (
    <>
      <p role="status" className="sr-only">
        {announcement(view)}
      </p>
      <VerificationState view={view} />
    </>
  );
}

export { EmailConfirmedPage as Component };
