import { Link } from 'react-router';
import { PLANS } from '@shared/brand';
import { CheckList } from '@web/components/check-list';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';
import { formatPrice } from '@web/lib/format-price';
import { LandingSection } from './landing-section';

const PLAN_CARDS = [
  {
    plan: PLANS.annual,
    includes: ['Every feature', 'Offline AI bill scanning', 'Family sharing', 'Cancel any time'],
  },
  {
    plan: PLANS.lifetime,
    includes: ['Everything in Annual', 'Pay once, never renew', 'Future features included'],
  },
];

export function PricingSection() {
  return (
    <LandingSection
      id="pricing"
      eyebrow="Pricing"
      title="Simple pricing, every feature included"
      intro="Free during the beta, while payment is switched off."
    >
      <ul className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2">
        {PLAN_CARDS.map(({ plan, includes }) => {
          const featured = plan.id === 'lifetime';
          return (
            <li
              key={plan.id}
              className={cn(
                'flex flex-col rounded-xl border bg-card p-6 shadow-sm sm:p-8',
                featured && 'border-primary/40 ring-1 ring-primary/20',
              )}
            >
              <div className="flex items-center justify-between gap-2">
                <h3 className="text-lg font-semibold">{plan.name}</h3>
                {featured && (
                  <span className="rounded-full bg-primary px-2.5 py-0.5 text-xs font-medium text-primary-foreground">
                    Best value
                  </span>
                )}
              </div>
              <p className="mt-4">
                <span className="text-4xl font-semibold tracking-tight">
                  {formatPrice(plan.priceCents)}
                </span>{' '}
                <span className="text-muted-foreground">{plan.cadence}</span>
              </p>
              <CheckList
                items={includes}
                className="mt-6 grid flex-1 content-start gap-3 text-sm"
                itemClassName="flex gap-3"
                iconClassName="mt-0.5 size-4 shrink-0 text-primary"
              />
              <Button asChild className="mt-8" variant={featured ? 'default' : 'outline'}>
                <Link to="/register" aria-label={`Get started with the ${plan.name} plan`}>
                  Get started
                </Link>
              </Button>
            </li>
          );
        })}
      </ul>
    </LandingSection>
  );
}
