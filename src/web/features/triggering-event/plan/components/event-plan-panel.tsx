import { useId, useMemo, useState } from 'react';
import { ListChecks } from 'lucide-react';
import type { TEventPlan } from '@shared/triggering-event/plan-schemas';
import { LoadError } from '@web/components/load-error';
import { FilterChips } from '@web/components/ui/filter-chips';
import { SearchInput } from '@web/components/ui/search-input';
import { localIsoDay } from '@web/lib/local-day';
import { useSession } from '@web/lib/session';
import { useEventPlan } from '../api/plan-queries';
import { useUpdateTask } from '../api/task-mutations';
import { offeredAssignees } from '../lib/offered-assignees';
import { planProgress } from '../lib/plan-progress';
import { TASK_FILTERS, filterTasks, type TaskFilter } from '../lib/task-filter';
import { searchTasks } from '../lib/task-search';
import { ExecutorLogSection } from './executor-log-section';
import { PlanLoading } from './plan-loading';
import { PlanProgressSummary } from './plan-progress-summary';
import type { TaskActions } from './task-actions';
import { TaskList } from './task-list';

type Props = {
  eventId: string;
  /** The event has ended (re-locked or reversed): the owner reads what was done, nobody works it. */
  closed?: boolean;
};

/**
 * The unlocked event's step-by-step plan for the people working it, and the executor's time and
 * expense log. Someone who may only look reads the same plan without its controls.
 */
export function EventPlanPanel({ eventId, closed = false }: Props) {
  const plan = useEventPlan(eventId);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-6">
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-semibold">
        <ListChecks aria-hidden className="size-5" />
        Step-by-step plan
      </h2>
      {plan.isPending ? (
        <PlanLoading label="Loading the plan…" />
      ) : plan.isError ? (
        <LoadError
          title="We couldn’t load the plan"
          onRetry={() => void plan.refetch()}
          retrying={plan.isFetching}
        />
      ) : (
        <WorkedPlan eventId={eventId} plan={plan.data} closed={closed} />
      )}
    </section>
  );
}

function WorkedPlan({
  eventId,
  plan,
  closed,
}: {
  eventId: string;
  plan: TEventPlan;
  closed: boolean;
}) {
  const update = useUpdateTask(eventId);
  const myUserId = useSession().data?.user?.id ?? null;
  const [filter, setFilter] = useState<TaskFilter>('all');
  const [search, setSearch] = useState('');
  const today = localIsoDay(new Date());
  const { mutate } = update;
  const actions = useMemo<TaskActions | null>(
    () =>
      plan.canWork
        ? {
            ownerId: plan.ownerId,
            assignees: offeredAssignees(plan),
            save: (task, change, callbacks) => mutate({ task, update: change }, callbacks),
          }
        : null,
    [plan, mutate],
  );
  const shown = searchTasks(filterTasks(plan.tasks, filter, myUserId), search);

  return (
    <>
      <PlanProgressSummary progress={planProgress(plan.tasks, today)} />
      {!plan.canWork && (
        <p className="text-sm text-muted-foreground">
          {closed
            ? 'This plan is closed: you can read what was done, and nothing in it can change.'
            : 'You can read this plan. The people working it mark its steps and keep its log.'}
        </p>
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <FilterChips
          label="Show tasks"
          options={TASK_FILTERS}
          value={filter}
          onChange={setFilter}
        />
        <SearchInput
          aria-label="Find a task"
          placeholder="Find a task, a bank, a bill…"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="sm:w-72"
        />
      </div>
      {shown.length > 0 ? (
        <TaskList tasks={shown} today={today} readOnly={!plan.canWork} actions={actions} />
      ) : (
        <p
          role="status"
          className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground"
        >
          {search.trim() ? `No task matches “${search.trim()}”.` : EMPTY_FILTER_TEXT[filter]}
        </p>
      )}
      <ExecutorLogSection eventId={eventId} tasks={plan.tasks} canWork={plan.canWork} />
    </>
  );
}

const EMPTY_FILTER_TEXT: Record<TaskFilter, string> = {
  all: 'This plan has no tasks.',
  mine: 'No task is assigned to you. Choose yourself under “Assigned to” on a task to take it on.',
  open: 'Every task is done or marked not applicable.',
  done: 'No task is done yet.',
};
