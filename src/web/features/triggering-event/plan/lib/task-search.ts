import type { TEventTask } from '@shared/triggering-event/plan-schemas';

/** What a task can be found by: its title, what the records say (vendor, institution) and who has it. */
function searchableText(task: TEventTask): string {
  return [
    task.title,
    ...task.facts.map((fact) => fact.value),
    task.assigneeName ?? '',
    task.notes ?? '',
  ]
    .join('\n')
    .toLowerCase();
}

/**
 * The tasks that hold every word of `query`, in any order and case ("chase checking" finds
 * "Notify Chase" whose account is "Everyday Checking"). An empty query keeps them all.
 */
export function searchTasks(tasks: readonly TEventTask[], query: string): TEventTask[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...tasks];
  return tasks.filter((task) => {
    const text = searchableText(task);
    return words.every((word) => text.includes(word));
  });
}
