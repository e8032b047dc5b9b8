import { z } from 'zod';

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

/**
 * The end of a form schema's transform: the shared schema's issues join the form's own (`placed`
 * paths already have theirs elsewhere), each is reported on its input, and the shared schema's
 * value comes out only when there is none.
 */
export function settleIssues<T>(
  context: z.RefinementCtx,
  own: Issue[],
  parsed: z.ZodSafeParseResult<T>,
  rename: Record<string, string>,
  placed: readonly string[] = [],
): T {
  const taken = new Set([...pathsOf(own), ...placed]);
  const issues = [...own, ...mapIssues(parsed.error, rename, taken)];
  for (const issue of issues)
    context.addIssue({
      code: 'custom',
      path: issue.path,
      message: issue.message,
      input: context.value,
    });
  return issues.length > 0 || !parsed.success ? z.NEVER : parsed.data;
}
