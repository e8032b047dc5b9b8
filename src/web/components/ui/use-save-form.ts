import type { UseMutationResult } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { applyServerFieldErrors } from './server-field-errors';

type Options<TFields extends FieldValues, TInput, TSaved, TError> = {
  form: UseFormReturn<TFields, unknown, TInput>;
  /** The id of the item being edited, or null when adding one. */
  editingId: string | null;
  create: UseMutationResult<TSaved, TError, TInput>;
  update: UseMutationResult<TSaved, TError, { id: string; input: TInput }>;
  /** The form's fields, so the server's field messages can be put beside them. */
  fields: readonly Path<TFields>[];
  onSaved: () => void;
};

/**
 * The submit of an add-or-edit dialog: adds or updates with the feature's mutations (which toast),
 * puts the server's field messages beside the fields, and reports whether a save is running.
 */
export function useSaveForm<TFields extends FieldValues, TInput, TSaved, TError>({
  form,
  editingId,
  create,
  update,
  fields,
  onSaved,
}: Options<TFields, TInput, TSaved, TError>) {
  const submit = form.handleSubmit((input) => {
    const callbacks = {
      onSuccess: onSaved,
      onError: (error: TError) => applyServerFieldErrors(error, form.setError, fields),
    };
    if (editingId) update.mutate({ id: editingId, input }, callbacks);
    else create.mutate(input, callbacks);
  });
  return { submit, busy: create.isPending || update.isPending };
}
