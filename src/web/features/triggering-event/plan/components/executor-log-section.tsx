import { useId } from 'react';
import { formatCents } from '@shared/finance/money';
import type { TEventTask } from '@shared/triggering-event/plan-schemas';
import { LoadError } from '@web/components/load-error';
import { Skeleton } from '@web/components/ui/skeleton';
import { Stat, StatGrid } from '@web/components/ui/stat-grid';
import { useExecutorLog } from '../api/log-queries';
import { formatDuration } from '../lib/format-duration';
import { LogEmpty } from './log-empty';
import { LogEntryForm } from './log-entry-form';
import { LogEntryList } from './log-entry-list';

type Props = { eventId: string; tasks: readonly TEventTask[]; canWork: boolean };

/** The executor's time and expense log: its totals, a form to add to it, and its entries. */
export function ExecutorLogSection({ eventId, tasks, canWork }: Props) {
  const log = useExecutorLog(eventId);
  const headingId = useId();

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <h2 id={headingId} className="text-xl font-semibold">
        Time and expense log
      </h2>
      {log.isPending ? (
        <div role="status" className="grid gap-3">
          <span className="sr-only">Loading the log…</span>
          <Skeleton className="h-24 w-full" />
        </div>
      ) : log.isError ? (
        <LoadError
          title="We couldn’t load the log"
          onRetry={() => void log.refetch()}
          retrying={log.isFetching}
          inCard
        />
      ) : (
        <>
          <StatGrid className="sm:grid-cols-2 lg:grid-cols-2">
            <Stat label="Time spent" value={formatDuration(log.data.totalMinutes)} />
            <Stat label="Expenses" value={formatCents(log.data.totalExpenseCents)} />
          </StatGrid>
          {canWork && <LogEntryForm eventId={eventId} tasks={tasks} />}
          {log.data.entries.length > 0 ? (
            <LogEntryList eventId={eventId} entries={log.data.entries} />
          ) : (
            <LogEmpty canWork={canWork} />
          )}
        </>
      )}
    </section>
  );
}
