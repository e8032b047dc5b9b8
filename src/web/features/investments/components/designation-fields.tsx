import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { Plus } from 'lucide-react';
import {
  DESIGNATION_KINDS,
  DESIGNATION_LABELS,
  type TDesignationKind,
} from '@shared/investments/investment-schemas';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@web/components/ui/radio-group';
import { MAX_BENEFICIARIES, newBeneficiaryRow } from '../lib/investment-account-form';
import { BeneficiaryRow } from './beneficiary-row';
import { BeneficiaryTotals } from './beneficiary-totals';
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
  const { errors } = form.formState;
  const rows = useFieldArray({ control: form.control, name: 'beneficiaries' });
  const [designation, beneficiaries] = useWatch({
    control: form.control,
    name: ['designation', 'beneficiaries'],
  });
  const listError = errors.beneficiaries?.root?.message ?? errors.beneficiaries?.message;

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
              if (next !== 'none' && rows.fields.length === 0)
                rows.append(newBeneficiaryRow([]), { shouldFocus: false });
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
      {designation !== 'none' && (
        <div className="grid gap-3">
          {rows.fields.map((row, index) => (
            <BeneficiaryRow
              key={row.id}
              form={form}
              index={index}
              onRemove={() => rows.remove(index)}
            />
          ))}
          {listError && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {listError}
            </p>
          )}
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Button
              variant="outline"
              size="sm"
              disabled={rows.fields.length >= MAX_BENEFICIARIES}
              onClick={() => rows.append(newBeneficiaryRow(beneficiaries))}
            >
              <Plus aria-hidden />
              Add beneficiary
            </Button>
            <BeneficiaryTotals rows={beneficiaries} />
          </div>
        </div>
      )}
    </fieldset>
  );
}
