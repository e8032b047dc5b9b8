import { z } from 'zod';
import type { TEventTask, TTaskUpdate } from '@shared/triggering-event/plan-schemas';
import { tooLong } from '@shared/validation/too-long';

/** The notes and due-date dialog: text as typed, an empty date meaning "use the rule's date". */
export const ZTaskDetailsForm = z.object({
  notes: z.string().max(5000, tooLong('notes', 5000)),
  dueOverride: z.union([z.literal(''), z.iso.date({ error: 'Enter a date' })]),
});
export type TaskDetailsForm = z.infer<typeof ZTaskDetailsForm>;
export const TASK_DETAILS_FIELDS = ['notes', 'dueOverride'] as const;

export function taskDetailsDefaults(task: TEventTask): TaskDetailsForm {
  return { notes: task.notes ?? '', dueOverride: task.dueOverride ?? '' };
}

/** What the dialog sends: blank notes and an empty date are cleared, not saved as text. */
export function taskDetailsUpdate(form: TaskDetailsForm): TTaskUpdate {
  return { notes: form.notes.trim() || null, dueOverride: form.dueOverride || null };
}
