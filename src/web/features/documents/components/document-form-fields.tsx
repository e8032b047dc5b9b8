import { Controller, type FieldError, type UseFormReturn } from 'react-hook-form';
import {
  DOCUMENT_CATEGORIES,
  DOCUMENT_CATEGORY_LABELS,
  REMINDER_DAYS_BEFORE,
  type TDocument,
  type TDocumentDetails,
} from '@shared/documents/document-schemas';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import type { DocumentFormValues } from '../lib/document-form';
import { LinkSelect } from './link-select';
import { TagInput } from './tag-input';

type Props = {
  form: UseFormReturn<DocumentFormValues, unknown, TDocumentDetails>;
  /** The document's current link, kept on offer even when its item is not listed. */
  currentLink: TDocument['link'];
};

/** The tags' message: about the list ("at most 20") or about the first bad tag. */
function tagsMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string') return error.message;
  return Object.values(error as Record<string, FieldError | undefined>).find(Boolean)?.message;
}

/** Name, category, tags, what the document belongs to, and its expiry or renewal date. */
export function DocumentFormFields({ form, currentLink }: Props) {
  const { errors } = form.formState;
  return (
    <div className="grid gap-4">
      <Field id="document-name" label="Name" error={errors.name?.message}>
        {(control) => <Input autoComplete="off" {...control} {...form.register('name')} />}
      </Field>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field id="document-category" label="Category" error={errors.category?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('category')}>
              {DOCUMENT_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {DOCUMENT_CATEGORY_LABELS[category]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field
          id="document-expires-on"
          label="Expiry or renewal date"
          error={errors.expiresOn?.message}
          hint={`We'll email a reminder ${REMINDER_DAYS_BEFORE} days before`}
        >
          {(control) => <Input type="date" {...control} {...form.register('expiresOn')} />}
        </Field>
      </div>
      <Field
        id="document-tags"
        label="Tags"
        error={tagsMessage(errors.tags)}
        hint="Press Enter or type a comma after each tag."
      >
        {(control) => (
          <Controller
            control={form.control}
            name="tags"
            render={({ field }) => (
              <TagInput value={field.value ?? []} onChange={field.onChange} control={control} />
            )}
          />
        )}
      </Field>
      <Field
        id="document-link"
        label="Linked to"
        error={errors.link?.message}
        hint="Optional: the account, investment, loan, property, obligation or advisor this document belongs to."
      >
        {(control) => <LinkSelect current={currentLink} {...control} {...form.register('link')} />}
      </Field>
    </div>
  );
}
