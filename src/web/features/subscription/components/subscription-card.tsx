import { Link } from 'react-router';
import { CreditCard } from 'lucide-react';
import type { TSubscriptionStatus } from '@shared/account/account-schemas';
import { LoadError } from '@web/components/load-error';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useSubscriptionSummary } from '../api/subscription';
import { planName, statusName } from './plan-names';

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

function SubscriptionDetails({ status }: { status: TSubscriptionStatus }) {
  return (
    <>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted-foreground">Plan</dt>
        <dd className="font-medium">{planName(status.planType)}</dd>
        <dt className="text-muted-foreground">Status</dt>
        <dd>
          <Badge variant={status.active ? 'secondary' : 'outline'}>
            {statusName(status.status)}
          </Badge>
        </dd>
        {status.currentPeriodStart && (
          <>
            <dt className="text-muted-foreground">Since</dt>
            <dd>{DATE_FORMAT.format(new Date(status.currentPeriodStart))}</dd>
          </>
        )}
      </dl>
      {status.planType === 'beta_free' && (
        <p className="text-sm text-muted-foreground">
          Every feature is included while Nido is in beta.
        </p>
      )}
      <Button asChild variant="outline" size="sm" className="w-fit">
        <Link to="/subscription">View plans</Link>
      </Button>
    </>
  );
}

/** The dashboard's summary of the household's plan, with the way to the plans page. */
export function SubscriptionCard() {
  const subscription = useSubscriptionSummary();
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <CreditCard className="size-5 text-primary" aria-hidden />
          Subscription
        </h2>
      </CardHeader>
      <CardContent className="grid gap-4">
        {subscription.isPending ? (
          <div className="grid gap-2" role="status" aria-label="Loading your subscription">
            <Skeleton className="h-5 w-32" />
            <Skeleton className="h-4 w-48" />
          </div>
        ) : subscription.isError ? (
          <LoadError
            inCard
            title="We couldn't load your subscription"
            onRetry={() => void subscription.refetch()}
            retrying={subscription.isFetching}
          />
        ) : (
          <SubscriptionDetails status={subscription.data} />
        )}
      </CardContent>
    </Card>
  );
}
