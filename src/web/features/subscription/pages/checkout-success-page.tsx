import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { FocusedPage } from '@web/components/focused-page';
import { usePageTitle } from '@web/lib/use-page-title';
import { useCheckoutConfirmation } from '../api/checkout-confirmation';
import { CheckoutConfirmed } from '../components/checkout-confirmed';
import {
  CheckoutConfirming,
  CheckoutNotConfirmedYet,
  CheckoutNotFound,
} from '../components/checkout-waiting';
import { trackCheckoutConversionOnce } from '../lib/track-checkout-conversion';

const HEADINGS = {
  confirming: 'Almost there',
  confirmed: 'Payment confirmed',
  'timed-out': 'Still waiting for confirmation',
  'not-found': 'Payment not found',
} as const;
const HANDLED_BY_STRIPE = 'Payments are handled by Stripe; Nido never sees your card number.';
const NOTHING_TO_CONFIRM = 'There is no payment to confirm at this address.';

function Confirmation({ sessionId }: { sessionId: string }) {
  const { confirmation, retry } = useCheckoutConfirmation(sessionId);
  usePageTitle('Checkout');
  const confirmedResult = confirmation.state === 'confirmed' ? confirmation.result : null;

  useEffect(() => {
    if (confirmedResult) trackCheckoutConversionOnce(sessionId, confirmedResult);
  }, [confirmedResult, sessionId]);

  return (
    <FocusedPage
      width="narrow"
      logoLinksHome
      title={HEADINGS[confirmation.state]}
      description={confirmation.state === 'not-found' ? NOTHING_TO_CONFIRM : HANDLED_BY_STRIPE}
    >
      {confirmation.state === 'confirming' && <CheckoutConfirming />}
      {confirmation.state === 'confirmed' && <CheckoutConfirmed result={confirmation.result} />}
      {confirmation.state === 'timed-out' && <CheckoutNotConfirmedYet onTryAgain={retry} />}
      {confirmation.state === 'not-found' && <CheckoutNotFound missingReference={false} />}
    </FocusedPage>
  );
}

/**
 * Stripe's hosted Checkout returns here with ?session_id=… (spec §2 /checkout-success). The
 * payment counts once our webhook has recorded it, so the page waits for that, not for the
 * redirect: the redirect alone proves nothing.
 */
export function CheckoutSuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id')?.trim();
  if (sessionId) return <Confirmation key={sessionId} sessionId={sessionId} />;
  return <MissingReference />;
}

function MissingReference() {
  usePageTitle('Checkout');
  return (
    <FocusedPage
      width="narrow"
      logoLinksHome
      title={HEADINGS['not-found']}
      description={NOTHING_TO_CONFIRM}
    >
      <CheckoutNotFound missingReference />
    </FocusedPage>
  );
}

export { CheckoutSuccessPage as Component };
