import { z } from 'zod';
import type { TLogEntryInput } from '@shared/triggering-event/plan-schemas';
import { tooLong } from '@shared/validation/too-long';

const MINUTES_PER_DAY = 24 * 60;

/** A whole number typed in a field, empty meaning none. */
function wholeNumber(max: number, message: string) {
  return z
    .string()
    .trim()
    .refine((text) => text === '' || (/^\d+$/.test(text) && Number(text) <= max), message);
}

function wholeOrZero(text: string): number {
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : 0;
}

/** The time spent, in minutes, from the hours and minutes typed (what is not a number counts 0). */
export function minutesSpent(form: { hours: string; minutes: string }): number {
  return wholeOrZero(form.hours) * 60 + wholeOrZero(form.minutes);
}

/**
 * The log's add form: time as hours and minutes, the expense in cents from the currency input.
 * Its field names are the API's, so the server's messages land beside the same fields; the time
 * and expense check sits on `minutes` as the server's does.
 */
export const ZLogEntryForm = z
  .object({
    workedOn: z.iso.date({ error: 'Enter the date' }),
    hours: wholeNumber(24, 'Enter whole hours, at most 24'),
    minutes: wholeNumber(59, 'Enter minutes from 0 to 59'),
    expenseCents: z
      .number({ error: 'Enter an amount' })
      .int()
      .min(0, 'Amounts cannot be negative')
      .max(1_000_000_000, 'That amount is too large'),
    description: z
      .string()
      .trim()
      .min(1, 'Describe what was done')
      .max(500, tooLong('description', 500)),
    taskId: z.string(),
  })
  .refine((form) => minutesSpent(form) > 0 || form.expenseCents > 0, {
    path: ['minutes'],
    message: 'Enter the time spent or an expense',
  })
  .refine((form) => minutesSpent(form) <= MINUTES_PER_DAY, {
    path: ['minutes'],
    message: 'At most 24 hours a day',
  });
export type LogEntryForm = z.input<typeof ZLogEntryForm>;

export const LOG_ENTRY_FIELDS = [
  'workedOn',
  'hours',
  'minutes',
  'expenseCents',
  'description',
  'taskId',
] as const;

export function blankLogEntry(today: string): LogEntryForm {
  return { workedOn: today, hours: '', minutes: '', expenseCents: 0, description: '', taskId: '' };
}

/** What the form sends: the time in minutes, no task when none was chosen. */
export function logEntryInput(form: LogEntryForm): TLogEntryInput {
  return {
    workedOn: form.workedOn,
    minutes: minutesSpent(form),
    expenseCents: form.expenseCents,
    description: form.description.trim(),
    taskId: form.taskId || null,
  };
}
