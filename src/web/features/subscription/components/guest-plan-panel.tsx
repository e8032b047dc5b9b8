import { Link } from 'react-router';
import { CheckCircle2, Info } from 'lucide-react';
import type { TSessionUser } from '@shared/auth/session-view';
import type { TBillingOverview } from '@shared/subscription/billing-api';
import { BusyButton } from '@web/components/ui/busy-button';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { useFamilySources } from '@web/lib/family-sources';
// The one way a guest becomes a primary account (spec §4 "Guest upgrade"), shared with the
// Guest Mode banner rather than written twice.
import { useUpgradeAccount } from '@web/features/family/api/upgrade-account';
import { planName } from './plan-names';

type Props = { user: TSessionUser; billing: TBillingOverview; paymentRequired: boolean };

/**
 * Spec §4/§6: a guest rides on the inviter's plan and buys nothing here; they are told whose plan
 * covers them, and may get their own account (which then can choose a plan).
 */
export function GuestPlanPanel({ user, billing, paymentRequired }: Props) {
  const sources = useFamilySources();
  const upgrade = useUpgradeAccount();
  const inviter = sources.data?.find((source) => source.id === user.invitedBy)?.name;
  const whose = inviter ? `${inviter}'s` : "your family member's";
  const household = inviter ? `${inviter}'s household` : "a family member's household";
  const covered = billing.active || !paymentRequired;
  const plan = billing.active && billing.planType ? `${planName(billing.planType)} plan` : 'plan';

  return (
    <Card className={covered ? undefined : 'border-primary/30'}>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-xl font-semibold">
          {covered ? (
            <CheckCircle2 className="size-5 text-success" aria-hidden />
          ) : (
            <Info className="size-5 text-primary" aria-hidden />
          )}
          {covered
            ? `Covered by ${whose} plan`
            : `${inviter ?? 'Your family member'}'s plan isn't active`}
        </h2>
        <CardDescription>
          {covered
            ? `You're a guest in ${household}, and their ${plan} covers you. There's nothing for you to pay.`
            : `You're a guest in ${household}, which has no active plan at the moment. They can choose one on their Subscription page.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        <p>Want a household of your own? Get your own account, then choose a plan for it.</p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button asChild className="w-full sm:w-fit">
            <Link to="/dashboard">Go to dashboard</Link>
          </Button>
          <BusyButton
            variant="outline"
            busy={upgrade.isPending}
            busyLabel="Setting up…"
            onClick={() => upgrade.mutate()}
          >
            Get Your Own Account
          </BusyButton>
        </div>
      </CardContent>
    </Card>
  );
}
