import { PLANS } from '@shared/brand';
import { BusyButton } from '@web/components/ui/busy-button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { formatPrice } from '@web/lib/format-price';
import { useStartCheckout } from '../api/billing';

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/**
 * What happens to the Annual year, said before paying: once Lifetime is paid the webhook cancels
 * the Annual subscription at once, and nothing of it is refunded or credited.
 */
export function annualYearAfterSwitch(renewsOn: string | null): string {
  const renewal = renewsOn ? ` on ${DATE_FORMAT.format(new Date(renewsOn))}` : '';
  return `Your Annual plan is canceled as soon as Lifetime is paid: it will not renew${renewal}, and the unused part of the year you paid for is not refunded or credited.`;
}

/** Issue 40: from an Annual plan that renews to Lifetime, through Lifetime's own checkout. */
export function SwitchToLifetimePanel({ renewsOn }: { renewsOn: string | null }) {
  const checkout = useStartCheckout();
  // Busy after success too: the browser is on its way to Stripe.
  const leaving = checkout.isPending || checkout.isSuccess;
  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl font-semibold">Switch to Lifetime</h2>
        <CardDescription>
          Pay {formatPrice(PLANS.lifetime.priceCents)} once and keep every feature for good, with
          nothing to renew.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        <p>{annualYearAfterSwitch(renewsOn)}</p>
        <BusyButton
          className="w-full sm:w-fit"
          busy={leaving}
          busyLabel="Opening checkout…"
          onClick={() => checkout.mutate('lifetime')}
        >
          Switch to Lifetime
        </BusyButton>
      </CardContent>
    </Card>
  );
}
