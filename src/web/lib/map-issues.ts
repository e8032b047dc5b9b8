import type { z } from 'zod';

/** A message for one input of a form, by its path. */
export type Issue = { path: (string | number)[]; message: string };

/** The paths already given a message. */
export function pathsOf(issues: readonly Issue[]): Set<string> {
  return new Set(issues.map((issue) => issue.path.join('.')));
}

/**
 * The shared schema's issues at the form's paths: where the form holds a value under another
 * name (a percent typed for `shareBasisPoints`), the rename says which input gets the message.
 * The first issue of a path wins, as react-hook-form shows one message per field.
 */
export function mapIssues(
  error: z.ZodError | undefined,
  rename: Record<string, string>,
  taken: ReadonlySet<string> = new Set(),
): Issue[] {
  const seen = new Set(taken);
  const issues: Issue[] = [];
  for (const issue of error?.issues ?? []) {
    const path = issue.path.map((part) =>
      typeof part === 'string' ? (rename[part] ?? part) : (part as number),
    );
    const key = path.join('.');
    if (seen.has(key)) continue;
    seen.add(key);
    issues.push({ path, message: issue.message });
  }
  return issues;
}
