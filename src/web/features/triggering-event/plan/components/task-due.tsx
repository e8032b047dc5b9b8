import { CalendarClock } from 'lucide-react';
import type { TEventTask } from '@shared/triggering-event/plan-schemas';
import { cn } from '@web/lib/utils';
import { formatCalendarDay, formatMomentDay } from '../../lib/event-dates';
import { isOverdue } from '../lib/task-status';

type Props = { task: TEventTask; today: string };

/**
 * When the task is due, with the rule in plain words; while it waits on another task there is no
 * date yet, only the rule. Overdue is said in words, not by colour alone. A done task says when
 * it was done, in the visitor's own day.
 */
export function TaskDue({ task, today }: Props) {
  if (task.status === 'not_applicable') return null;
  if (task.status === 'done') {
    return task.completedAt ? (
      <p className="text-sm text-muted-foreground">Done on {formatMomentDay(task.completedAt)}</p>
    ) : null;
  }
  const overdue = isOverdue(task, today);
  return (
    <p
      className={cn(
        'flex flex-wrap items-center gap-x-2 gap-y-1 text-sm',
        overdue ? 'font-medium text-destructive' : 'text-muted-foreground',
      )}
    >
      <CalendarClock aria-hidden className="size-4 shrink-0" />
      {task.dueOn ? (
        <>
          <span>
            {overdue ? 'Overdue since' : 'Due'} {formatCalendarDay(task.dueOn)}
          </span>
          <span className="font-normal text-muted-foreground">
            {task.dueOverride ? '(date set by hand)' : `(${task.dueRuleText})`}
          </span>
        </>
      ) : (
        <span>{task.dueRuleText}</span>
      )}
    </p>
  );
}
