import { Controller, useWatch } from 'react-hook-form';
import {
  DESIGNATION_KINDS,
  DESIGNATION_LABELS,
  type TDesignationKind,
} from '@shared/investments/investment-schemas';
import { Label } from '@web/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@web/components/ui/radio-group';
import {
  asBeneficiaryForm,
  newBeneficiaryRow,
} from '@web/components/beneficiaries/beneficiary-form-rows';
import { BeneficiaryListFields } from '@web/components/beneficiaries/beneficiary-list-fields';
import type { InvestmentAccountForm } from './investment-account-form-fields';

const HINTS: Record<TDesignationKind, string> = {
  none: 'The account passes under the will, or by state law without one.',
  beneficiaries: 'The people named on the institution’s beneficiary form.',
  transfer_on_death: 'A TOD registration names who receives the account.',
};

/**
 * How the account passes at death, and to whom. Designations pass outside a will, so the estate
 * plan reads them; the shares of each tier must add up to 100 %, shown as they are typed.
 */
export function DesignationFields({ form }: { form: InvestmentAccountForm }) {
  const designation = useWatch({ control: form.control, name: 'designation' });

  return (
    <fieldset className="grid gap-4 rounded-lg border p-4">
      <legend className="px-1 text-sm font-semibold">Beneficiary designation</legend>
      <p className="-mt-2 text-sm text-muted-foreground">
        Beneficiary designations and transfer-on-death registrations pass outside a will.
      </p>
      <Controller
        name="designation"
        control={form.control}
        render={({ field }) => (
          <RadioGroup
            aria-label="How the account passes"
            value={field.value}
            onValueChange={(next) => {
              field.onChange(next);
              // Choosing a designation starts the list with its primary beneficiary.
              if (next !== 'none' && form.getValues('beneficiaries').length === 0)
                form.setValue('beneficiaries', [newBeneficiaryRow([])]);
            }}
            className="gap-2 sm:grid-cols-3"
          >
            {DESIGNATION_KINDS.map((kind) => (
              <Label
                key={kind}
                htmlFor={`designation-${kind}`}
                className="flex cursor-pointer items-start gap-3 rounded-md border p-3 leading-snug has-data-[state=checked]:border-primary has-data-[state=checked]:bg-accent"
              >
                <RadioGroupItem
                  id={`designation-${kind}`}
                  value={kind}
                  className="mt-0.5"
                  aria-describedby={`designation-${kind}-hint`}
                />
                <span className="grid gap-1">
                  {DESIGNATION_LABELS[kind]}
                  <span
                    id={`designation-${kind}-hint`}
                    className="text-xs font-normal text-muted-foreground"
                  >
                    {HINTS[kind]}
                  </span>
                </span>
              </Label>
            ))}
          </RadioGroup>
        )}
      />
      {designation !== 'none' && <BeneficiaryListFields form={asBeneficiaryForm(form)} />}
    </fieldset>
  );
}
