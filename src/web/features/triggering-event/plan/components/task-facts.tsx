import type { TTaskFact } from '@shared/triggering-event/plan-schemas';
import { TaskLink } from './task-link';

/** What the records say for this task (institution, masked number, who handles it), as they are. */
export function TaskFacts({ facts }: { facts: readonly TTaskFact[] }) {
  if (facts.length === 0) return null;
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]">
      {facts.map((fact, index) => (
        // A fact's label can repeat (two beneficiaries), so its place keeps the key unique.
        <div key={`${fact.label}-${index}`} className="contents">
          <dt className="text-muted-foreground">{fact.label}</dt>
          <dd className="wrap-anywhere">
            {fact.href ? <TaskLink href={fact.href}>{fact.value}</TaskLink> : fact.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
