import { Clock } from 'lucide-react';
import { TaskLink } from './task-link';

/** Where EstateExec says it (the landing page's 570 hours): research notes, estate §3. */
const ESTATE_EXEC_CHECKLIST = 'https://www.estateexec.com/Docs/Executor_Checklist';

/** The log before its first entry: why it is worth keeping, with the figure and its source. */
export function LogEmpty({ canWork }: { canWork: boolean }) {
  return (
    <div className="flex items-start gap-3 rounded-lg border border-dashed p-4 text-sm">
      <Clock aria-hidden className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
      <div className="grid gap-1">
        <p className="font-medium">Nothing is logged yet</p>
        <p className="text-muted-foreground">
          The average executor spends 570 hours over 16 months settling an estate.{' '}
          {canWork
            ? 'Writing down the time and money as you go means none of it has to be pieced together later.'
            : 'The people working this plan record their time and expenses here.'}
        </p>
        <p className="text-xs text-muted-foreground">
          Source: <TaskLink href={ESTATE_EXEC_CHECKLIST}>EstateExec, Executor Checklist</TaskLink>
        </p>
      </div>
    </div>
  );
}
