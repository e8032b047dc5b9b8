import { CircleSlash } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { SupportLink } from './support-link';

/**
 * Shown instead of buy buttons while this server has no Stripe keys (issue 18: payments are off
 * until they are configured), so nobody presses a button that cannot work.
 */
export function PaymentsUnavailable() {
  return (
    <Alert>
      <CircleSlash aria-hidden />
      <AlertTitle>Payments aren't set up on this server yet.</AlertTitle>
      <AlertDescription>
        Plans can be bought here once the people who run this Nido server connect it to Stripe.
        Until then, email <SupportLink subject="Access to Nido" /> and we will set up your plan with
        you. Your data stays safe in the meantime.
      </AlertDescription>
    </Alert>
  );
}
