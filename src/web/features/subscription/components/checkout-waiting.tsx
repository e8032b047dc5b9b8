import { Link } from 'react-router';
import { AlertCircle, Clock } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';

/** While the webhook has not arrived yet: usually a matter of seconds. */
export function CheckoutConfirming() {
  return (
    <Card>
      <CardContent className="flex items-center gap-3 pt-6 text-sm" role="status">
        <Spinner className="size-5 text-primary" />
        <div className="grid gap-1">
          <p className="font-medium">Confirming your payment…</p>
          <p className="text-muted-foreground">
            This usually takes a few seconds. Please keep this page open.
          </p>
        </div>
      </CardContent>
    </Card>
  );
}

/**
 * The confirmation has not arrived within the wait. A paid checkout is not lost: the webhook is
 * retried by the payment processor, and the plan starts when it lands, so the person is told not
 * to pay again and given a way to look again.
 */
export function CheckoutNotConfirmedYet({ onTryAgain }: { onTryAgain: () => void }) {
  return (
    <Alert role="alert">
      <Clock aria-hidden />
      <AlertTitle>We haven't received confirmation from our payment processor yet.</AlertTitle>
      <AlertDescription className="grid gap-3">
        <p>
          If you completed the payment, please don't pay again: your plan starts as soon as the
          confirmation arrives, usually within a few minutes. You can wait here and try again, or
          check your plan on the Subscription page later.
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button onClick={onTryAgain}>Try again</Button>
          <Button asChild variant="outline">
            <Link to="/subscription">Go to Subscription</Link>
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  );
}

/** No checkout to confirm: the link lacks its reference, or names a checkout that isn't theirs. */
export function CheckoutNotFound({ missingReference }: { missingReference: boolean }) {
  return (
    <Alert variant="destructive" role="alert">
      <AlertCircle aria-hidden />
      <AlertTitle>We couldn't find this payment</AlertTitle>
      <AlertDescription className="grid gap-3">
        <p>
          {missingReference
            ? 'This address is missing its checkout reference.'
            : "This checkout doesn't belong to the account you're signed in with, or it doesn't exist."}{' '}
          Your plan and its status are always on the Subscription page.
        </p>
        <Button asChild variant="outline" className="w-fit">
          <Link to="/subscription">Go to Subscription</Link>
        </Button>
      </AlertDescription>
    </Alert>
  );
}
