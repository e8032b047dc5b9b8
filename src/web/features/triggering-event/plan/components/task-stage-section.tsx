import { useEffect, useId, useRef, useState } from 'react';
import type { TEventTask } from '@shared/triggering-event/plan-schemas';
import { Button } from '@web/components/ui/button';
import type { StageGroup } from '../lib/group-by-stage';
import type { TaskActions } from './task-actions';
import { TaskCard } from './task-card';

/**
 * How many tasks a stage shows before "Show all": a household with 150 bills would otherwise open
 * on a page of 150 cards, and the stages after them would be out of reach.
 */
export const STAGE_FIRST_TASKS = 10;

type Props = {
  group: StageGroup;
  today: string;
  actions: TaskActions | null;
};

function taskKey(task: TEventTask, index: number): string {
  // A preview's tasks have no id yet; its list never reorders, so its place will do.
  return task.id ?? `${task.templateKey}-${index}`;
}

/**
 * One stage of the plan under its heading. A long stage shows its first tasks and a button for
 * the rest; the first task it reveals then takes the focus, so a keyboard user reads on from it.
 */
export function TaskStageSection({ group, today, actions }: Props) {
  const headingId = useId();
  const [showAll, setShowAll] = useState(false);
  const firstRevealed = useRef<HTMLLIElement>(null);
  const hidden = group.tasks.length - STAGE_FIRST_TASKS;
  const shown = showAll || hidden <= 0 ? group.tasks : group.tasks.slice(0, STAGE_FIRST_TASKS);

  // showAll only turns true from the button, which then leaves the page: focus goes on.
  useEffect(() => {
    if (showAll) firstRevealed.current?.focus();
  }, [showAll]);

  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h3 id={headingId} className="text-base font-semibold">
        {group.label}{' '}
        <span className="font-normal text-muted-foreground">({group.tasks.length})</span>
      </h3>
      <ul className="grid gap-3">
        {shown.map((task, index) => (
          <li
            key={taskKey(task, index)}
            ref={index === STAGE_FIRST_TASKS ? firstRevealed : undefined}
            tabIndex={index === STAGE_FIRST_TASKS ? -1 : undefined}
            className="rounded-lg outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
          >
            <TaskCard task={task} today={today} actions={actions} />
          </li>
        ))}
      </ul>
      {!showAll && hidden > 0 && (
        <Button variant="outline" className="w-fit" onClick={() => setShowAll(true)}>
          Show {hidden} more <span className="sr-only">in “{group.label}”</span>
        </Button>
      )}
    </section>
  );
}
