import type { ReactNode } from 'react';
import { get } from 'react-hook-form';
import { Field, type FieldControlProps } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { Textarea } from '@web/components/ui/textarea';
import { emptyAsNull, numberOrNull } from '../lib/form-values';
import { fieldId, type LegalForm } from '../lib/legal-form-type';

type Common = {
  form: LegalForm;
  /** The answer's path ("executor.name"). */
  name: string;
  label: string;
  hint?: ReactNode;
  className?: string;
};

function errorOf(form: LegalForm, name: string): string | undefined {
  const error: unknown = get(form.formState.errors, name);
  return error && typeof error === 'object' && 'message' in error
    ? String(error.message)
    : undefined;
}

/** The labelled field of the answer at `name`, showing the form's error for it. */
function AnswerField({
  form,
  name,
  label,
  hint,
  className,
  children,
}: Common & { children: (control: FieldControlProps) => ReactNode }) {
  return (
    <Field
      id={fieldId(name)}
      label={label}
      hint={hint}
      error={errorOf(form, name)}
      className={className}
    >
      {children}
    </Field>
  );
}

/** A text, date, email, phone or number answer; empty is saved as "not given" (null). */
export function AnswerInput({
  form,
  name,
  label,
  hint,
  className,
  type = 'text',
  autoComplete = 'off',
  multiline = false,
  ...number
}: Common & {
  type?: 'text' | 'date' | 'email' | 'tel' | 'number';
  autoComplete?: string;
  multiline?: boolean;
  min?: number;
  max?: number;
  step?: number | 'any';
}) {
  const registered = form.register(name, {
    setValueAs: type === 'number' ? numberOrNull : emptyAsNull,
  });
  return (
    <AnswerField form={form} name={name} label={label} hint={hint} className={className}>
      {(control) =>
        multiline ? (
          <Textarea rows={4} {...control} {...registered} />
        ) : (
          <Input
            type={type}
            autoComplete={autoComplete}
            inputMode={type === 'number' ? 'decimal' : undefined}
            {...number}
            {...control}
            {...registered}
          />
        )
      }
    </AnswerField>
  );
}

/** What an `AnswerSelect` asks, without the form: a step can list its questions as data. */
export type AnswerSelectQuestion = Omit<Common, 'form'> & {
  options: ReadonlyArray<readonly [value: string, label: string]>;
  placeholder?: string;
  setValueAs?: (value: unknown) => unknown;
};

/** A choice among a few answers; the first option, "Not answered yet", saves null. */
export function AnswerSelect({
  form,
  name,
  label,
  hint,
  className,
  options,
  placeholder = 'Not answered yet',
  setValueAs = emptyAsNull,
}: AnswerSelectQuestion & { form: LegalForm }) {
  return (
    <AnswerField form={form} name={name} label={label} hint={hint} className={className}>
      {(control) => (
        <NativeSelect {...control} {...form.register(name, { setValueAs })}>
          <option value="">{placeholder}</option>
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </NativeSelect>
      )}
    </AnswerField>
  );
}
