import { PLANS } from '@shared/brand';
import type { TPaidPlan } from '@shared/subscription/billing-api';
import { BusyButton } from '@web/components/ui/busy-button';
import { useStartCheckout } from '../api/billing';
import { PaymentsUnavailable } from './payments-unavailable';
import { PlanCard } from './plan-card';

const PLAN_INCLUDES = {
  annual: [
    'Every feature, for the whole household',
    'Offline AI bill scanning',
    'Family sharing with the people you invite',
    'Renews yearly; cancel any time',
  ],
  lifetime: ['Everything in Annual', 'Pay once, never renew', 'Future features included'],
} as const;

type Props = {
  /** The plan the household holds (marked "Your plan"), if any. */
  currentPlan: string | null;
  /** The plans this person may buy now; empty when there is nothing to buy. */
  buyable: readonly TPaidPlan[];
  /** False until the server has its Stripe keys: buying is then explained, not offered. */
  paymentsConfigured: boolean;
};

/**
 * The two published plans (spec §1), marked when one of them is the household's, each with its
 * buy button when it can be bought. A purchase continues on Stripe's hosted Checkout page.
 */
export function PlanList({ currentPlan, buyable, paymentsConfigured }: Props) {
  const checkout = useStartCheckout();
  // Busy after success too: the browser is on its way to Stripe.
  const leaving = checkout.isPending || checkout.isSuccess;
  const canBuy = paymentsConfigured && buyable.length > 0;
  return (
    <section aria-labelledby="plans-title" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="plans-title" className="text-xl font-semibold">
          Plans
        </h2>
        <p className="text-sm text-muted-foreground">
          Every plan includes every feature. Prices are in US dollars.
          {canBuy && ' Payment is handled securely by Stripe.'}
        </p>
      </div>
      {!paymentsConfigured && buyable.length > 0 && <PaymentsUnavailable />}
      <ul className="grid gap-4 md:grid-cols-2">
        {([PLANS.annual, PLANS.lifetime] as const).map((plan) => (
          <li key={plan.id}>
            <PlanCard
              name={plan.name}
              priceCents={plan.priceCents}
              cadence={plan.cadence}
              includes={PLAN_INCLUDES[plan.id]}
              current={currentPlan === plan.id}
              featured={plan.id === 'lifetime'}
              action={
                canBuy &&
                buyable.includes(plan.id) && (
                  <BusyButton
                    className="w-full"
                    variant={plan.id === 'lifetime' ? 'default' : 'outline'}
                    busy={leaving && checkout.variables === plan.id}
                    disabled={leaving}
                    busyLabel="Opening checkout…"
                    onClick={() => checkout.mutate(plan.id)}
                  >
                    Choose {plan.name}
                  </BusyButton>
                )
              }
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
