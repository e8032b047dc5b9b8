import { QueryView } from '@web/components/query-view';
import { Skeleton } from '@web/components/ui/skeleton';
import { TableCell, TableRow } from '@web/components/ui/table';
import { useActivityLog } from '../api/family-queries';
import { activityWhat, activityWho } from '../lib/activity-labels';
import { formatMoment } from '../lib/family-dates';
import { FamilySection } from './family-section';
import { FamilyTable } from './family-table';

/**
 * Issue 5: sign-ins to my account and family members' views and changes of my data, and each time
 * they revealed a full account number or exported a CSV file.
 */
export function ActivitySection() {
  const log = useActivityLog();
  return (
    <FamilySection
      id="activity"
      title="Activity"
      description="Sign-ins to your account, and what family members viewed, changed, revealed or exported of your household's data. Newest first."
    >
      <QueryView
        query={log}
        loading={
          <div className="grid gap-2" role="status" aria-label="Loading activity">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        }
        errorTitle="We couldn't load the activity"
      >
        {(entries) => (
          <FamilyTable
            label="Activity log"
            className="min-w-[600px]"
            columns={['When', 'Who', 'What', 'Detail']}
            rows={entries}
            empty="No activity yet. Sign-ins and what family members view, change, reveal or export appear here."
          >
            {(entry) => (
              <TableRow key={entry.id}>
                <TableCell className="whitespace-nowrap">
                  <time dateTime={entry.at}>{formatMoment(entry.at)}</time>
                </TableCell>
                <TableCell className="font-medium break-words">{activityWho(entry)}</TableCell>
                <TableCell>{activityWhat(entry)}</TableCell>
                <TableCell className="break-words">
                  {entry.detail ?? <span className="text-muted-foreground">—</span>}
                </TableCell>
              </TableRow>
            )}
          </FamilyTable>
        )}
      </QueryView>
    </FamilySection>
  );
}
