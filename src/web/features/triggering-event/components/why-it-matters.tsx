import { HOURS_SEARCHING_AFTER_DEATH } from '@shared/brand';
import { TaskLink } from '../plan/components/task-link';
import { EXECUTOR_HOURS_SOURCE, EXECUTOR_MONTHS } from '../lib/executor-hours-source';

/** Why a plan built beforehand matters, with the figure's source beside it. */
export function WhyItMatters() {
  return (
    <p className="text-sm text-muted-foreground">
      An executor spends about {HOURS_SEARCHING_AFTER_DEATH} hours over {EXECUTOR_MONTHS} months
      settling an estate (source:{' '}
      <TaskLink href={EXECUTOR_HOURS_SOURCE.url}>{EXECUTOR_HOURS_SOURCE.label}</TaskLink>). Nido
      builds the plan from the household’s own records, so the family does not start from nothing.
    </p>
  );
}
