import { useWatch, type UseFormReturn } from 'react-hook-form';
import {
  DIGITAL_ACTIONS,
  DIGITAL_ACTION_LABELS,
  GUIDEBOOK_SECTIONS,
  GUIDEBOOK_SECTION_LABELS,
} from '@shared/guidebook/guidebook-schemas';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { Textarea } from '@web/components/ui/textarea';
import type { GuidebookEntryInput } from '../api/guidebook-mutations';
import type { EntryFormValues } from '../lib/entry-form';

type Props = { form: UseFormReturn<EntryFormValues, unknown, GuidebookEntryInput> };

/** Section, title, the section's own fields (addressee, what to do with the account) and text. */
export function EntryFormFields({ form }: Props) {
  const { errors } = form.formState;
  const section = useWatch({ control: form.control, name: 'section' });
  return (
    <div className="grid gap-4">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field id="entry-section" label="Section" error={errors.section?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('section')}>
              {GUIDEBOOK_SECTIONS.map((each) => (
                <option key={each} value={each}>
                  {GUIDEBOOK_SECTION_LABELS[each]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field id="entry-title" label="Title" error={errors.title?.message}>
          {(control) => <Input autoComplete="off" {...control} {...form.register('title')} />}
        </Field>
      </div>
      {section === 'letters' && (
        <Field id="entry-addressed-to" label="Addressed to" error={errors.addressedTo?.message}>
          {(control) => <Input autoComplete="off" {...control} {...form.register('addressedTo')} />}
        </Field>
      )}
      {section === 'digital_accounts' && (
        <Field
          id="entry-digital-action"
          label="What to do with the account"
          error={errors.digitalAction?.message}
        >
          {(control) => (
            <NativeSelect
              {...control}
              {...form.register('digitalAction', {
                setValueAs: (value: string | null) => value || null,
              })}
            >
              <option value="">Not decided</option>
              {DIGITAL_ACTIONS.map((action) => (
                <option key={action} value={action}>
                  {DIGITAL_ACTION_LABELS[action]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      )}
      <Field
        id="entry-body"
        label={section === 'letters' ? 'Letter' : 'What your family should know'}
        hint={
          section === 'digital_accounts'
            ? 'Say where passwords are kept (for example a password manager with emergency access), never the passwords.'
            : 'Line breaks are kept.'
        }
        error={errors.body?.message}
      >
        {(control) => <Textarea rows={8} {...control} {...form.register('body')} />}
      </Field>
    </div>
  );
}
