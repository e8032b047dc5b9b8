import { useSearchParams } from 'react-router';
import { LoadError } from '@web/components/load-error';
import { PageSpinner } from '@web/components/ui/spinner';
import { PageHeader } from '@web/components/ui/page-header';
import { usePageTitle } from '@web/lib/use-page-title';
import { useEventOverview } from '../api/event-overview-query';
import { EventLoading } from '../components/event-loading';
import { HouseholdTabs } from '../components/household-tabs';
import { HouseholdView } from '../components/household-view';
import { StopReportView } from '../components/stop/stop-report-view';
import { WhyItMatters } from '../components/why-it-matters';

/**
 * Issue 15: /triggering-event. The owner names the trusted contacts who may report their death or
 * incapacity and can stop a report while it waits; a trusted contact reports one; once a report
 * unlocks, the family follows the step-by-step plan. `?stop=<id>` is where the email's one-click
 * "I'm OK, stop this" lands.
 */
export function TriggeringEventPage() {
  usePageTitle('Triggering Event');
  const [params] = useSearchParams();
  const stopId = params.get('stop');
  const overview = useEventOverview();
  const loadError = overview.isError && (
    <LoadError
      title="We couldn’t load the triggering event"
      onRetry={() => void overview.refetch()}
      retrying={overview.isFetching}
    />
  );

  if (stopId) {
    if (loadError) return <div className="mx-auto max-w-lg">{loadError}</div>;
    if (!overview.data) return <PageSpinner label="Loading the report…" />;
    return <StopReportView eventId={stopId} households={overview.data.households} />;
  }

  const households = overview.data?.households;
  return (
    <div className="mx-auto grid max-w-4xl gap-6">
      <div className="grid gap-2">
        <PageHeader
          title="Triggering Event"
          description="When someone dies or can no longer act for themselves, a person they trust reports it here. The owner has a waiting period to stop the report; after it, what they shared “after the event” opens and a step-by-step plan appears."
        />
        <WhyItMatters />
      </div>
      {loadError ||
        (!households ? (
          <EventLoading />
        ) : households.length === 0 ? (
          <p className="text-muted-foreground">
            There is no household here for you yet. Once you are connected to one, it appears on
            this page.
          </p>
        ) : households.length === 1 && households[0] ? (
          <HouseholdView household={households[0]} />
        ) : (
          <HouseholdTabs households={households} />
        ))}
    </div>
  );
}

export { TriggeringEventPage as Component };
