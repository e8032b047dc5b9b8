import { PLANS } from '@shared/brand';
import type { TSubscriptionStatus } from '@shared/account/account-schemas';
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

/** The two published plans (spec §1), marked when one of them is the household's. */
export function PlanList({ status }: { status: TSubscriptionStatus | undefined }) {
  const currentPlan = status?.active ? status.planType : null;
  return (
    <section aria-labelledby="plans-title" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="plans-title" className="text-xl font-semibold">
          Plans
        </h2>
        <p className="text-sm text-muted-foreground">
          Every plan includes every feature. Prices are in US dollars.
        </p>
      </div>
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
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
