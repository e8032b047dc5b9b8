import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { AlertTriangle, CheckCircle2, Info } from 'lucide-react';
import type { TBillingOverview } from '@shared/subscription/billing-api';
import { SignOutButton } from '@web/components/sign-out-button';
import { BusyButton } from '@web/components/ui/busy-button';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import type { PlanStanding } from '../lib/plan-standing';
import { ManageBillingButton } from './manage-billing-button';
import { SupportLink } from './support-link';
import { planName } from './plan-names';

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
const formatDate = (iso: string) => DATE_FORMAT.format(new Date(iso));

type Props = {
  standing: PlanStanding;
  billing: TBillingOverview;
  /** Asks the server again, e.g. after a payment confirmed elsewhere. */
  onCheckAgain: () => Promise<unknown>;
};

type Tone = 'good' | 'attention' | 'problem';
const ICONS: Record<Tone, ReactNode> = {
  good: <CheckCircle2 className="size-5 text-success" aria-hidden />,
  attention: <Info className="size-5 text-primary" aria-hidden />,
  problem: <AlertTriangle className="size-5 text-destructive" aria-hidden />,
};

function Panel({
  tone,
  title,
  description,
  children,
}: {
  tone: Tone;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card className={tone === 'good' ? undefined : 'border-primary/30'}>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-xl font-semibold">
          {ICONS[tone]}
          {title}
        </h2>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">{children}</CardContent>
    </Card>
  );
}

function Actions({ children }: { children: ReactNode }) {
  return <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">{children}</div>;
}

function DashboardButton() {
  return (
    <Button asChild className="w-full sm:w-fit">
      <Link to="/dashboard">Go to dashboard</Link>
    </Button>
  );
}

/** The way out of a locked household: look again (a payment may just have landed) or leave. */
function LockedActions({
  onCheckAgain,
  manageBilling,
}: {
  onCheckAgain: () => Promise<unknown>;
  manageBilling: 'primary' | 'secondary' | false;
}) {
  // Local, not the query's isFetching: the minute-by-minute poll should not flash the button.
  const [checking, setChecking] = useState(false);
  const checkAgain = () => {
    setChecking(true);
    void onCheckAgain().finally(() => setChecking(false));
  };
  return (
    <Actions>
      {manageBilling === 'primary' && <ManageBillingButton variant="default" />}
      <BusyButton variant="outline" onClick={checkAgain} busy={checking} busyLabel="Checking…">
        Check again
      </BusyButton>
      {manageBilling === 'secondary' && <ManageBillingButton />}
      <SignOutButton />
    </Actions>
  );
}

/** Where a primary user's household stands, and what they can do about it. */
export function PlanStatusPanel({ standing, billing, onCheckAgain }: Props) {
  const manage = billing.canManageBilling;
  switch (standing.kind) {
    case 'beta':
      return (
        <Panel
          tone="good"
          title="Free beta: full access"
          description="Your household is on the free beta, with every feature included. There is nothing to pay."
        >
          <Actions>
            <DashboardButton />
            {manage && <ManageBillingButton />}
          </Actions>
        </Panel>
      );
    case 'active':
      return (
        <Panel
          tone="good"
          title={`${planName(standing.plan)} plan: active`}
          description={
            standing.plan === 'lifetime'
              ? 'Paid once: your household keeps every feature for good.'
              : 'Your household has full access to every feature.'
          }
        >
          {standing.renewsOn && <p>Renews on {formatDate(standing.renewsOn)}.</p>}
          <Actions>
            <DashboardButton />
            {manage && <ManageBillingButton />}
          </Actions>
        </Panel>
      );
    case 'ending':
      return (
        <Panel
          tone="attention"
          title={`${planName(standing.plan)} plan: canceled`}
          description={
            standing.endsOn
              ? `Your plan won't renew. Your household keeps full access until ${formatDate(standing.endsOn)}.`
              : "Your plan won't renew. Your household keeps full access until the end of the period you paid for."
          }
        >
          {manage && <p>Changed your mind? You can resume the plan in Manage billing.</p>}
          <Actions>
            <DashboardButton />
            {manage && <ManageBillingButton />}
          </Actions>
        </Panel>
      );
    case 'past-due':
      return (
        <Panel
          tone="problem"
          title="Your payment didn't go through"
          description={
            standing.paused
              ? `We couldn't collect the payment that renews your ${planName(standing.plan)} plan, so your household is paused until it is paid.`
              : `We couldn't collect the payment that renews your ${planName(standing.plan)} plan. The payment will be tried again.`
          }
        >
          <p>
            {manage ? (
              `Update your card in Manage billing${standing.paused ? ': access returns as soon as the payment succeeds' : ' to keep your access'}. Your data is safe meanwhile.`
            ) : (
              <>
                Your data is safe meanwhile. To settle the payment, email <SupportLink />.
              </>
            )}
          </p>
          {standing.paused ? (
            <LockedActions onCheckAgain={onCheckAgain} manageBilling={manage && 'primary'} />
          ) : (
            <Actions>
              {manage && <ManageBillingButton variant="default" />}
              <Button asChild variant="outline" className="w-full sm:w-fit">
                <Link to="/dashboard">Go to dashboard</Link>
              </Button>
            </Actions>
          )}
        </Panel>
      );
    case 'ended':
      return (
        <Panel
          tone="attention"
          title={
            standing.plan === 'beta_free'
              ? 'The free beta has ended'
              : `Your ${planName(standing.plan)} plan has ended`
          }
          description="Choose a plan below to continue. Your household's data is safe and waiting for you."
        >
          <LockedActions onCheckAgain={onCheckAgain} manageBilling={manage && 'secondary'} />
        </Panel>
      );
    case 'refunded':
      return (
        <Panel
          tone="attention"
          title={`Your ${planName(standing.plan)} purchase was refunded`}
          description="A refunded purchase no longer includes access. Choose a plan below to continue; your household's data is safe and waiting for you."
        >
          <LockedActions onCheckAgain={onCheckAgain} manageBilling={manage && 'secondary'} />
        </Panel>
      );
    case 'none':
      return (
        <Panel
          tone="attention"
          title="A plan is needed to continue"
          description="This installation of Nido asks each household for a plan, and your household does not have an active one yet."
        >
          <p>Choose a plan below to continue. Your data stays safe in the meantime.</p>
          <LockedActions onCheckAgain={onCheckAgain} manageBilling={manage && 'secondary'} />
        </Panel>
      );
  }
}
