import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast } from 'sonner';
import { ApiError, errorMessage } from '@web/lib/api-error';

type Options<T extends FieldValues> = {
  /** The form's fields, named as the API names them in `error.fields`. */
  fields: readonly Path<T>[];
  /** Where a wrong password (401 INVALID_CREDENTIALS) is shown. */
  passwordField?: Path<T>;
  /** Where a wrong two-factor code (401 TWO_FACTOR_INVALID) is shown. */
  codeField?: Path<T>;
};

/**
 * Puts a failed request's message where the user will look for it: beside the field it is about
 * (the server's field messages, a wrong password, a wrong code), otherwise in a toast.
 */
export function showFormError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  options: Options<T>,
): void {
  if (error instanceof ApiError) {
    const matched = options.fields.filter((name) => error.fields[name]);
    if (matched.length > 0) {
      matched.forEach((name, index) =>
        setError(
          name,
          { type: 'server', message: error.fields[name] },
          { shouldFocus: index === 0 },
        ),
      );
      return;
    }
    const field =
      error.code === 'INVALID_CREDENTIALS'
        ? options.passwordField
        : error.code === 'TWO_FACTOR_INVALID'
          ? options.codeField
          : undefined;
    if (field) {
      setError(field, { type: 'server', message: error.message }, { shouldFocus: true });
      return;
    }
  }
  toast.error(errorMessage(error));
}
