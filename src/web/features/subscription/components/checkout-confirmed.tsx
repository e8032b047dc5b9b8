import { Link } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import { PLANS } from '@shared/brand';
import type { TCheckoutResult } from '@shared/subscription/billing-api';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { formatPrice } from '@web/lib/format-price';

const WHAT_NEXT = {
  annual:
    'Your plan renews every year. You can change your card or cancel any time from Manage billing on the Subscription page.',
  lifetime: 'You paid once, and your household keeps every feature for good.',
} as const;

/** The payment is recorded: what the household now has, and the way in. */
export function CheckoutConfirmed({ result }: { result: TCheckoutResult }) {
  const plan = result.plan ? PLANS[result.plan] : null;
  const amountCents = result.amountCents ?? plan?.priceCents ?? null;
  return (
    <Card role="status">
      <CardHeader>
        <h2 className="flex items-center gap-2 text-xl font-semibold">
          <CheckCircle2 className="size-5 text-success" aria-hidden />
          {plan ? `You're on Nido ${plan.name}` : 'Your payment is confirmed'}
        </h2>
        <CardDescription>
          Your payment is confirmed and your household has full access to every feature.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {plan && (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-muted-foreground">Plan</dt>
            <dd className="font-medium">{plan.name}</dd>
            {amountCents !== null && (
              <>
                <dt className="text-muted-foreground">Paid</dt>
                <dd>
                  {formatPrice(amountCents)} {plan.cadence}
                </dd>
              </>
            )}
          </dl>
        )}
        {result.plan && <p className="text-sm text-muted-foreground">{WHAT_NEXT[result.plan]}</p>}
        <Button asChild className="w-full sm:w-fit">
          <Link to="/dashboard">Continue to dashboard</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
