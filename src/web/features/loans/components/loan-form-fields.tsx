import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { LOAN_TYPE_LABELS, LOAN_TYPES } from '@shared/finance/loan-schemas';
import { CurrencyInput } from '@web/components/currency-input';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { SecretNumberField } from '@web/components/ui/secret-number-field';
import { Textarea } from '@web/components/ui/textarea';
import type { LoanInput } from '../api/loan-mutations';
import type { LinkOption } from '../lib/link-options';
import type { TLoanFormValues } from '../lib/loan-form';
import { LinkSelect } from './link-select';

export type LinkChoices = { options: LinkOption[]; pending: boolean };

type Props = {
  form: UseFormReturn<TLoanFormValues, unknown, LoanInput>;
  storedLast4: string | null;
  obligations: LinkChoices;
  properties: LinkChoices;
};

type MoneyField = 'originalAmountCents' | 'outstandingBalanceCents' | 'monthlyPaymentCents';

/** Every field of a loan, two to a row from tablet width up. */
export function LoanFormFields({ form, storedLast4, obligations, properties }: Props) {
  const { errors } = form.formState;
  const [removeNumber, relatedExpenseId, propertyId] = useWatch({
    control: form.control,
    name: ['removeAccountNumber', 'relatedExpenseId', 'propertyId'],
  });

  const money = (name: MoneyField, id: string, label: string) => (
    <Field id={id} label={label} error={errors[name]?.message}>
      {(control) => (
        <Controller
          name={name}
          control={form.control}
          render={({ field }) => <CurrencyInput {...control} {...field} />}
        />
      )}
    </Field>
  );

  return (
    <div className="grid gap-4">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field id="loan-type" label="Type" error={errors.loanType?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('loanType')}>
              {LOAN_TYPES.map((value) => (
                <option key={value} value={value}>
                  {LOAN_TYPE_LABELS[value]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field id="loan-lender" label="Lender" error={errors.lender?.message}>
          {(control) => (
            <Input
              autoComplete="organization"
              placeholder="e.g. Wells Fargo"
              {...control}
              {...form.register('lender')}
            />
          )}
        </Field>
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <SecretNumberField
          id="loan-account-number"
          label="Account number"
          storedLast4={storedLast4}
          error={errors.accountNumber?.message}
          registration={form.register('accountNumber')}
          remove={{
            checked: removeNumber,
            onChange: (checked) => {
              form.setValue('removeAccountNumber', checked);
              if (checked) form.setValue('accountNumber', '');
            },
          }}
        />
        <Field id="loan-start-date" label="Start date" error={errors.startDate?.message}>
          {(control) => <Input type="date" {...control} {...form.register('startDate')} />}
        </Field>
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        {money('originalAmountCents', 'loan-original-amount', 'Original amount')}
        {money('outstandingBalanceCents', 'loan-balance', 'Outstanding balance')}
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-3">
        <Field
          id="loan-rate"
          label="Interest rate"
          hint="Yearly, in percent"
          error={errors.interestRatePercent?.message}
        >
          {(control) => (
            <div className="relative">
              <Input
                inputMode="decimal"
                autoComplete="off"
                placeholder="6.5"
                className="pr-8"
                {...control}
                {...form.register('interestRatePercent')}
              />
              <span
                aria-hidden
                className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm text-muted-foreground"
              >
                %
              </span>
            </div>
          )}
        </Field>
        {money('monthlyPaymentCents', 'loan-payment', 'Monthly payment')}
        <Field
          id="loan-term"
          label="Term"
          hint="In months (360 for 30 years)"
          error={errors.termMonths?.message}
        >
          {(control) => (
            <Input
              inputMode="numeric"
              autoComplete="off"
              {...control}
              {...form.register('termMonths')}
            />
          )}
        </Field>
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <LinkSelect
          id="loan-obligation"
          label="Linked obligation"
          hint="The monthly bill that pays this loan."
          noneLabel="No linked obligation"
          options={obligations.options}
          pending={obligations.pending}
          current={relatedExpenseId}
          registration={form.register('relatedExpenseId')}
          error={errors.relatedExpenseId?.message}
        />
        <LinkSelect
          id="loan-property"
          label="Linked property"
          hint="The home or vehicle this loan is secured by."
          noneLabel="No linked property"
          options={properties.options}
          pending={properties.pending}
          current={propertyId}
          registration={form.register('propertyId')}
          error={errors.propertyId?.message}
        />
      </div>
      <Field id="loan-notes" label="Notes" error={errors.notes?.message}>
        {(control) => <Textarea rows={3} {...control} {...form.register('notes')} />}
      </Field>
    </div>
  );
}
