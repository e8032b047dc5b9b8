import type { z } from 'zod';

/**
 * The one rule for what a text field may hold. Control characters (U+0000–U+001F) are never
 * typed: they arrive pasted from another program or sent on purpose, and PostgreSQL cannot store
 * U+0000 in text or JSON at all. A single-line field takes none of them; a multi-line one (a
 * description, notes, a CSV file) keeps tabs and line breaks (\n, \r\n, and the \r of a file
 * saved as "CSV (Macintosh)", which the CSV reader takes as a line break too).
 */
// eslint-disable-next-line no-control-regex
const ANY_CONTROL_CHARACTER = /[\u0000-\u001f]/;
// All but tab (U+0009), line feed (U+000A) and carriage return (U+000D).
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER_BESIDE_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

export const SINGLE_LINE_MESSAGE =
  'Remove the line breaks, tabs and hidden control characters from this field';
export const MULTI_LINE_MESSAGE = 'Remove the hidden control characters from this field';

/** Every message of this rule, so a test can tell it from the field's other checks. */
export const CONTROL_CHARACTER_MESSAGES: readonly string[] = [
  SINGLE_LINE_MESSAGE,
  MULTI_LINE_MESSAGE,
];

export function isSingleLineText(value: string): boolean {
  return !ANY_CONTROL_CHARACTER.test(value);
}

export function isMultiLineText(value: string): boolean {
  return !CONTROL_CHARACTER_BESIDE_LINE_BREAKS.test(value);
}

/**
 * A single-line text field: `singleLine(z.string().trim().max(200, …))`. The check is added last,
 * so it judges the value after the field's own trimming (a pasted trailing newline is dropped,
 * not refused).
 */
export function singleLine<T extends z.ZodString>(schema: T): T {
  return schema.refine(isSingleLineText, SINGLE_LINE_MESSAGE);
}

/** A multi-line text field (a textarea, a file's text): tabs and line breaks are kept. */
export function multiLine<T extends z.ZodString>(schema: T): T {
  return schema.refine(isMultiLineText, MULTI_LINE_MESSAGE);
}
