import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { POLICY_KIND_LABELS, POLICY_KINDS } from '@shared/estate/policy-schemas';
import { CurrencyInput } from '@web/components/currency-input';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { SecretNumberField } from '@web/components/ui/secret-number-field';
import { Textarea } from '@web/components/ui/textarea';
import type { PolicyInput } from '../../api/policy-mutations';
import type { TPolicyFormValues } from './policy-form';
import type { PremiumChoice } from './premium-choices';

export type PolicyForm = UseFormReturn<TPolicyFormValues, unknown, PolicyInput>;

type Props = {
  form: PolicyForm;
  /** The stored number's last 4 when editing. */
  storedLast4: string | null;
  /** The household's insurance obligations, for the premium. */
  premiumChoices: readonly PremiumChoice[];
};

/** What the policy is: type, carrier, number, who it covers, how much, and what pays for it. */
export function PolicyFormFields({ form, storedLast4, premiumChoices }: Props) {
  const { errors } = form.formState;
  const removeNumber = useWatch({ control: form.control, name: 'removePolicyNumber' });
  return (
    <div className="grid gap-4">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field id="policy-kind" label="Type" error={errors.kind?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('kind')}>
              {POLICY_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {POLICY_KIND_LABELS[kind]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field id="policy-carrier" label="Insurance company" error={errors.carrier?.message}>
          {(control) => (
            <Input
              autoComplete="organization"
              placeholder="e.g. Northwestern Mutual"
              {...control}
              {...form.register('carrier')}
            />
          )}
        </Field>
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <SecretNumberField
          id="policy-number"
          label="Policy number"
          storedLast4={storedLast4}
          error={errors.policyNumber?.message}
          registration={form.register('policyNumber')}
          remove={{
            checked: removeNumber,
            onChange: (checked) => {
              form.setValue('removePolicyNumber', checked);
              if (checked) form.setValue('policyNumber', '');
            },
          }}
        />
        <Field
          id="policy-insured"
          label="Insured"
          hint="The person, home or vehicle the policy covers."
          error={errors.insuredName?.message}
        >
          {(control) => <Input autoComplete="off" {...control} {...form.register('insuredName')} />}
        </Field>
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field
          id="policy-face-amount"
          label="Face amount"
          hint="What the policy pays out, or its coverage limit."
          error={errors.faceAmountCents?.message}
        >
          {(control) => (
            <Controller
              name="faceAmountCents"
              control={form.control}
              render={({ field }) => <CurrencyInput {...control} {...field} />}
            />
          )}
        </Field>
        <Field
          id="policy-premium"
          label="Premium paid by"
          hint={
            premiumChoices.length > 0
              ? 'The monthly obligation that pays the premium.'
              : 'Record the premium as an Insurance obligation in Monthly Obligations to link it here.'
          }
          error={errors.premiumExpenseId?.message}
        >
          {(control) => (
            // Controlled: the obligations may arrive after the dialog opens, and the linked one
            // must show as chosen once its option exists.
            <Controller
              name="premiumExpenseId"
              control={form.control}
              render={({ field }) => (
                <NativeSelect {...control} {...field}>
                  <option value="">Not linked</option>
                  {premiumChoices.map((choice) => (
                    <option key={choice.id} value={choice.id}>
                      {choice.label}
                    </option>
                  ))}
                </NativeSelect>
              )}
            />
          )}
        </Field>
      </div>
      <Field id="policy-notes" label="Notes" error={errors.notes?.message}>
        {(control) => <Textarea rows={2} {...control} {...form.register('notes')} />}
      </Field>
    </div>
  );
}
