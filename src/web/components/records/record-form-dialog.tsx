import type { ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import {
  FormProvider,
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { AddingToNote } from '@web/components/adding-to-note';
import { FormDialog } from '@web/components/ui/form-dialog';
import { useSaveForm } from '@web/components/ui/use-save-form';
import { formFieldPaths } from './form-field-paths';

/** The dialog's texts for one of its two uses. */
type RecordFormTexts = { title: string; description: ReactNode };

type RecordFormDialogProps<TFields extends FieldValues, TInput, TSaved, TError> = {
  /** The form as its inputs hold it, turned into what the server takes. */
  schema: z.ZodType<TInput, TFields>;
  /** The starting values: a blank record, or the edited record's. */
  values: TFields;
  /**
   * The inputs of list rows the server may name in `error.fields` (a beneficiary's name): the
   * starting values cannot show rows added later. The other inputs are read from the values.
   */
  rowFields?: readonly Path<TFields>[];
  create: UseMutationResult<TSaved, TError, TInput>;
  update: UseMutationResult<TSaved, TError, { id: string; input: TInput }>;
  /** The record being edited (its id, and a description that says which it is), or null. */
  editing: (RecordFormTexts & { id: string }) | null;
  /** Adding: what may be added, and the submit button's label ("Add account"). */
  adding: RecordFormTexts & { submitLabel: ReactNode };
  /**
   * Whether adding says which household the record goes to (when that is not obvious): not where
   * it goes with something already chosen, as a holding goes with its account.
   */
  householdNote?: boolean;
  /** The dialog's width. */
  className?: string;
  onClose: () => void;
  /** The fields, given the form. The form is also in context, for a label that follows a value. */
  children: (form: UseFormReturn<TFields, unknown, TInput>) => ReactNode;
};

/**
 * Add or edit a record: the feature's form schema, fields and mutations in a dialog. Mounted only
 * while open, so every opening starts from the record's current values. The failure toast comes
 * from the mutation; the server's field messages go beside the fields.
 */
export function RecordFormDialog<TFields extends FieldValues, TInput, TSaved, TError>({
  schema,
  values,
  rowFields = [],
  create,
  update,
  editing,
  adding,
  householdNote = true,
  className = 'max-w-2xl',
  onClose,
  children,
}: RecordFormDialogProps<TFields, TInput, TSaved, TError>) {
  const form = useForm<TFields, unknown, TInput>({
    resolver: zodResolver(schema),
    defaultValues: values as DefaultValues<TFields>,
  });
  const { submit, busy } = useSaveForm({
    form,
    editingId: editing?.id ?? null,
    create,
    update,
    fields: [...formFieldPaths(values), ...rowFields],
    onSaved: onClose,
  });

  return (
    <FormProvider {...form}>
      <FormDialog
        title={(editing ?? adding).title}
        description={
          <>
            {(editing ?? adding).description}
            {!editing && householdNote && <AddingToNote />}
          </>
        }
        className={className}
        onSubmit={submit}
        busy={busy}
        submitLabel={editing ? 'Save changes' : adding.submitLabel}
        busyLabel={editing ? 'Saving…' : 'Adding…'}
        onClose={onClose}
      >
        {children(form)}
      </FormDialog>
    </FormProvider>
  );
}
