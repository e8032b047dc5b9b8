import { Clock } from 'lucide-react';
import { HOURS_SEARCHING_AFTER_DEATH } from '@shared/brand';
import { EXECUTOR_HOURS_SOURCE, EXECUTOR_MONTHS } from '../../lib/executor-hours-source';
import { TaskLink } from './task-link';

/** The log before its first entry: why it is worth keeping, with the figure and its source. */
export function LogEmpty({ canWork }: { canWork: boolean }) {
  return (
    <div className="flex items-start gap-3 rounded-lg border border-dashed p-4 text-sm">
      <Clock aria-hidden className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
      <div className="grid gap-1">
        <p className="font-medium">Nothing is logged yet</p>
        <p className="text-muted-foreground">
          The average executor spends {HOURS_SEARCHING_AFTER_DEATH} hours over {EXECUTOR_MONTHS}{' '}
          months settling an estate.{' '}
          {canWork
            ? 'Writing down the time and money as you go means none of it has to be pieced together later.'
            : 'The people working this plan record their time and expenses here.'}
        </p>
        <p className="text-xs text-muted-foreground">
          Source:{' '}
          <TaskLink href={EXECUTOR_HOURS_SOURCE.url}>{EXECUTOR_HOURS_SOURCE.label}</TaskLink>
        </p>
      </div>
    </div>
  );
}
