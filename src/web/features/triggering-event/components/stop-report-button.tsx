import type { TTriggerEvent } from '@shared/triggering-event/event-schemas';
import { BusyButton } from '@web/components/ui/busy-button';
import { cn } from '@web/lib/utils';
import { useStopEvent } from '../api/event-mutations';

type Props = {
  event: TTriggerEvent;
  /** After the stop is saved (the email's page goes back to the Triggering Event page). */
  onStopped?: () => void;
  /** Full width and centred, for the one-click page of the email. */
  stacked?: boolean;
};

/** The owner's "I'm OK, stop this", with what it does said beside it. */
export function StopReportButton({ event, onStopped, stacked = false }: Props) {
  const stop = useStopEvent();
  return (
    <div className={cn('grid gap-2', !stacked && 'sm:flex sm:items-center sm:gap-4')}>
      <BusyButton
        size="lg"
        className={cn(stacked && 'w-full')}
        busy={stop.isPending}
        busyLabel="Stopping…"
        onClick={() => stop.mutate(event, { onSuccess: onStopped })}
      >
        I’m OK, stop this
      </BusyButton>
      <p className={cn('text-sm text-muted-foreground', stacked && 'text-center')}>
        Nothing opens, and {event.reporterName} is told you are OK.
      </p>
    </div>
  );
}
