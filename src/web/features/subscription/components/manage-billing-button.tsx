import { CreditCard } from 'lucide-react';
import { BusyButton } from '@web/components/ui/busy-button';
import { useOpenBillingPortal } from '../api/billing';

/** Opens Stripe's customer portal: the card, invoices, cancelling or resuming the plan. */
export function ManageBillingButton({ variant }: { variant?: 'default' | 'outline' }) {
  const portal = useOpenBillingPortal();
  return (
    <BusyButton
      variant={variant ?? 'outline'}
      className="w-full sm:w-fit"
      // Still busy after success: the browser is on its way to the portal.
      busy={portal.isPending || portal.isSuccess}
      busyLabel="Opening billing…"
      onClick={() => portal.mutate(undefined)}
    >
      <CreditCard aria-hidden />
      Manage billing
    </BusyButton>
  );
}
