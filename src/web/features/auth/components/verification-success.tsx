import { Link, useNavigate } from 'react-router';
import { CircleCheck } from 'lucide-react';
import { POST_VERIFICATION_COUNTDOWN_S } from '@shared/constants';
import { Button } from '@web/components/ui/button';
import { PageCard } from '@web/components/ui/page-card';
import { useCountdown } from '../lib/use-countdown';
import { nextStepAfterVerification } from '../lib/next-step-after-verification';

type Props = { email: string; signedIn: boolean };

/**
 * Spec §4: after a successful check, a visible 5-second countdown, then onboarding: the link
 * signed the person in. An account with a second factor is not signed in by a link, so for it the
 * countdown leads to the sign-in form and says so; signing in then continues to onboarding.
 */
export function VerificationSuccess({ email, signedIn }: Props) {
  const navigate = useNavigate();
  const step = nextStepAfterVerification(signedIn);
  const remaining = useCountdown(POST_VERIFICATION_COUNTDOWN_S, () => {
    void navigate(step.to, { replace: true });
  });
  return (
    <PageCard
      icon={<CircleCheck aria-hidden />}
      title="Email Verified!"
      description={
        <>
          Your email address{' '}
          <strong className="font-medium break-all text-foreground">{email}</strong> has been
          confirmed.
        </>
      }
    >
      <div className="grid gap-1 text-center text-sm">
        {step.heading ? <p className="font-medium text-foreground">{step.heading}</p> : null}
        <p className="text-muted-foreground">
          {step.countdown}{' '}
          <span className="font-medium text-foreground tabular-nums">{remaining}</span>{' '}
          {remaining === 1 ? 'second' : 'seconds'}…
        </p>
      </div>
      <Button asChild size="lg" className="w-full">
        <Link to={step.to} replace>
          {step.button}
        </Link>
      </Button>
    </PageCard>
  );
}
