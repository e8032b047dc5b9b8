import { useId } from 'react';
import { formatCents } from '@shared/finance/money';
import type { TEventTask } from '@shared/triggering-event/plan-schemas';
import { LoadingStatus } from '@web/components/loading-status';
import { QueryView } from '@web/components/query-view';
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
      <QueryView
        query={log}
        loading={
          <LoadingStatus
            label="Loading the log…"
            className="grid gap-3"
            skeletons={['h-24 w-full']}
          />
        }
        errorTitle="We couldn’t load the log"
      >
        {({ totalMinutes, totalExpenseCents, entries }) => (
          <>
            <StatGrid className="sm:grid-cols-2 lg:grid-cols-2">
              <Stat label="Time spent" value={formatDuration(totalMinutes)} />
              <Stat label="Expenses" value={formatCents(totalExpenseCents)} />
            </StatGrid>
            {canWork && <LogEntryForm eventId={eventId} tasks={tasks} />}
            {entries.length > 0 ? (
              <LogEntryList eventId={eventId} entries={entries} />
            ) : (
              <LogEmpty canWork={canWork} />
            )}
          </>
        )}
      </QueryView>
    </section>
  );
}
