import { Link, useNavigate } from 'react-router';
import { CircleCheck } from 'lucide-react';
import { POST_VERIFICATION_COUNTDOWN_S } from '@shared/constants';
import { Button } from '@web/components/ui/button';
import { PageCard } from '@web/components/ui/page-card';
import { useCountdown } from '../lib/use-countdown';

const NEXT = '/onboarding';

/** Spec §4: after a successful check, a visible 5-second countdown, then onboarding. */
export function VerificationSuccess({ email }: { email: string }) {
  const navigate = useNavigate();
  const remaining = useCountdown(POST_VERIFICATION_COUNTDOWN_S, () => {
    void navigate(NEXT, { replace: true });
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
      <p className="text-center text-sm text-muted-foreground">
        Taking you to set up your account in{' '}
        <span className="font-medium text-foreground tabular-nums">{remaining}</span>{' '}
        {remaining === 1 ? 'second' : 'seconds'}…
      </p>
      <Button asChild size="lg" className="w-full">
        <Link to={NEXT} replace>
          Continue Now
        </Link>
      </Button>
    </PageCard>
  );
}
