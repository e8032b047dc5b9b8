import { useFieldArray, useWatch } from 'react-hook-form';
import { Plus } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import {
  MAX_BENEFICIARIES,
  newBeneficiaryRow,
  type BeneficiaryForm,
} from './beneficiary-form-rows';
import { BeneficiaryRow } from './beneficiary-row';
import { BeneficiaryTotals } from './beneficiary-totals';

type Props = {
  form: BeneficiaryForm;
  /** Whether each row asks if the person is under 18. */
  askMinor?: boolean;
};

/**
 * The beneficiary rows of a form (an investment account's designation, a life policy), with
 * Add beneficiary and each tier's total as it is typed. The list's own message (at
 * `beneficiaries`) is shown under the rows.
 */
export function BeneficiaryListFields({ form, askMinor = false }: Props) {
  const { errors } = form.formState;
  const rows = useFieldArray({ control: form.control, name: 'beneficiaries' });
  const beneficiaries = useWatch({ control: form.control, name: 'beneficiaries' });
  const listError = errors.beneficiaries?.root?.message ?? errors.beneficiaries?.message;
  return (
    <div className="grid gap-3">
      {rows.fields.map((row, index) => (
        <BeneficiaryRow
          key={row.id}
          form={form}
          index={index}
          askMinor={askMinor}
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
  );
}
