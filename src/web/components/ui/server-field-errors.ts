import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@web/lib/api-error';

/**
 * Puts the server's field messages (`error.fields`, keyed by path such as `address.zip`) beside
 * the form's fields of the same name and focuses the first. Fields the form does not have are
 * left to the caller's toast. Returns whether any message was placed.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  const matched = fields.filter((name) => error.fields[name]);
  matched.forEach((name, index) =>
    setError(name, { type: 'server', message: error.fields[name] }, { shouldFocus: index === 0 }),
  );
  return matched.length > 0;
}
