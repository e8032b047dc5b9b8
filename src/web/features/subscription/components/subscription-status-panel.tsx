import { useState } from 'react';
import { Link } from 'react-router';
import { CheckCircle2, Info } from 'lucide-react';
import { BRAND } from '@shared/brand';
import type { TSubscriptionStatus } from '@shared/account/account-schemas';
import { BusyButton } from '@web/components/ui/busy-button';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { planName } from './plan-names';
import { SignOutButton } from '@web/components/sign-out-button';

type Props = {
  status: TSubscriptionStatus;
  /** Asks the server again, e.g. after support has set up the plan. */
  onCheckAgain: () => Promise<unknown>;
};

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

function DashboardButton() {
  return (
    <Button asChild className="w-full sm:w-fit">
      <Link to="/dashboard">Go to dashboard</Link>
    </Button>
  );
}

/**
 * Where the household stands. Online checkout is not part of this release, so when a plan is
 * needed the page says so plainly and points to support instead of offering a checkout.
 */
export function SubscriptionStatusPanel({ status, onCheckAgain }: Props) {
  // Local, not the query's isFetching: the minute-by-minute poll should not flash the button.
  const [checking, setChecking] = useState(false);
  const checkAgain = () => {
    setChecking(true);
    void onCheckAgain().finally(() => setChecking(false));
  };

  if (!status.paymentRequired || status.active) {
    const onBeta = !status.paymentRequired && (!status.active || status.planType === 'beta_free');
    return (
      <Card>
        <CardHeader>
          <h2 className="flex items-center gap-2 text-xl font-semibold">
            <CheckCircle2 className="size-5 text-success" aria-hidden />
            {onBeta ? 'Free beta: full access' : `${planName(status.planType)} plan: active`}
          </h2>
          <CardDescription>
            {onBeta
              ? 'Your household is on the free beta, with every feature included. There is nothing to pay.'
              : 'Your household has full access to every feature.'}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {status.active && status.currentPeriodStart && (
            <p className="text-sm text-muted-foreground">
              Active since {DATE_FORMAT.format(new Date(status.currentPeriodStart))}.
            </p>
          )}
          <DashboardButton />
        </CardContent>
      </Card>
    );
  }

  const mailto = `mailto:${BRAND.supportEmail}?subject=${encodeURIComponent('Access to Nido')}`;
  return (
    <Card className="border-primary/30">
      <CardHeader>
        <h2 className="flex items-center gap-2 text-xl font-semibold">
          <Info className="size-5 text-primary" aria-hidden />A plan is needed to continue
        </h2>
        <CardDescription>
          This installation of Nido asks each household for a plan, and your household does not have
          an active one yet.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        <p>
          Card payment is not available in this installation yet. To arrange access, email{' '}
          <a
            href={mailto}
            className="font-medium text-primary underline underline-offset-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
          >
            {BRAND.supportEmail}
          </a>{' '}
          and we will set up your plan with you. Your data stays safe in the meantime.
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <BusyButton onClick={checkAgain} busy={checking} busyLabel="Checking…">
            Check again
          </BusyButton>
          <SignOutButton />
        </div>
      </CardContent>
    </Card>
  );
}
