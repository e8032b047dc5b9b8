import type { UseFormReturn } from 'react-hook-form';
import { LOAN_TYPE_LABELS } from '@shared/finance/loan-schemas';
import { FormField } from '@web/components/ui/form-field';
import { FormMoneyField } from '@web/components/ui/form-money-field';
import { FormSecretNumberField } from '@web/components/ui/form-secret-number-field';
import { FormSelectField } from '@web/components/ui/form-select-field';
import { FormTextField } from '@web/components/ui/form-text-field';
import { FormTextareaField } from '@web/components/ui/form-textarea-field';
import { Input } from '@web/components/ui/input';
import { FormRow } from '@web/components/ui/form-row';
import type { LoanInput } from '../api/loan-mutations';
import type { TLoanFormValues } from '../lib/loan-form';
import { LinkSelect, type LinkChoices } from './link-select';

type Props = {
  form: UseFormReturn<TLoanFormValues, unknown, LoanInput>;
  storedLast4: string | null;
  obligations: LinkChoices;
  properties: LinkChoices;
};

/** Every field of a loan, two to a row from tablet width up. */
export function LoanFormFields({ form, storedLast4, obligations, properties }: Props) {
  return (
    <div className="grid gap-4">
      <FormRow>
        <FormSelectField
          form={form}
          name="loanType"
          id="loan-type"
          label="Type"
          options={LOAN_TYPE_LABELS}
        />
        <FormTextField
          form={form}
          name="lender"
          id="loan-lender"
          label="Lender"
          autoComplete="organization"
          placeholder="e.g. Wells Fargo"
        />
      </FormRow>
      <FormRow>
        <FormSecretNumberField
          form={form}
          name="accountNumber"
          removeName="removeAccountNumber"
          id="loan-account-number"
          label="Account number"
          storedLast4={storedLast4}
        />
        <FormTextField
          form={form}
          name="startDate"
          id="loan-start-date"
          label="Start date"
          type="date"
        />
      </FormRow>
      <FormRow>
        <FormMoneyField
          form={form}
          name="originalAmountCents"
          id="loan-original-amount"
          label="Original amount"
        />
        <FormMoneyField
          form={form}
          name="outstandingBalanceCents"
          id="loan-balance"
          label="Outstanding balance"
        />
      </FormRow>
      <FormRow className="sm:grid-cols-3">
        <FormField
          form={form}
          name="interestRatePercent"
          id="loan-rate"
          label="Interest rate"
          hint="Yearly, in percent"
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
        </FormField>
        <FormMoneyField
          form={form}
          name="monthlyPaymentCents"
          id="loan-payment"
          label="Monthly payment"
        />
        <FormTextField
          form={form}
          name="termMonths"
          id="loan-term"
          label="Term"
          hint="In months (360 for 30 years)"
          inputMode="numeric"
          autoComplete="off"
        />
      </FormRow>
      <FormRow>
        <LinkSelect
          form={form}
          name="relatedExpenseId"
          id="loan-obligation"
          label="Linked obligation"
          hint="The monthly bill that pays this loan."
          noneLabel="No linked obligation"
          choices={obligations}
        />
        <LinkSelect
          form={form}
          name="propertyId"
          id="loan-property"
          label="Linked property"
          hint="The home or vehicle this loan is secured by."
          noneLabel="No linked property"
          choices={properties}
        />
      </FormRow>
      <FormTextareaField form={form} name="notes" id="loan-notes" label="Notes" rows={3} />
    </div>
  );
}
