import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { ASSET_CLASS_LABELS, type THoldingValues } from '@shared/investments/investment-schemas';
import { Checkbox } from '@web/components/ui/checkbox';
import { FormMoneyField } from '@web/components/ui/form-money-field';
import { FormSelectField } from '@web/components/ui/form-select-field';
import { FormTextField } from '@web/components/ui/form-text-field';
import { Label } from '@web/components/ui/label';
import { FormRow } from '@web/components/ui/form-row';
import type { THoldingFormValues } from '../lib/holding-form';

type Props = {
  form: UseFormReturn<THoldingFormValues, unknown, THoldingValues>;
  /** Adding: the price can be given with the holding. Editing: it is changed with Update price. */
  withPrice: boolean;
};

export function HoldingFormFields({ form, withPrice }: Props) {
  const [costBasisUnknown, assetClass] = useWatch({
    control: form.control,
    name: ['costBasisUnknown', 'assetClass'],
  });
  return (
    <div className="grid gap-4">
      <FormRow className="sm:grid-cols-[10rem_1fr]">
        <FormTextField
          form={form}
          name="symbol"
          id="holding-symbol"
          label="Symbol"
          hint="Optional"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="e.g. VTI"
          className="uppercase"
        />
        <FormTextField
          form={form}
          name="name"
          id="holding-name"
          label="Name"
          autoComplete="off"
          placeholder="e.g. Vanguard Total Stock Market ETF"
        />
      </FormRow>
      <FormRow>
        <FormSelectField
          form={form}
          name="assetClass"
          id="holding-type"
          label="Type"
          options={ASSET_CLASS_LABELS}
        />
        <FormTextField
          form={form}
          name="quantity"
          id="holding-quantity"
          label={assetClass === 'cash' ? 'Quantity (dollars)' : 'Quantity'}
          hint="Shares or units, up to 8 decimals; negative for a short position."
          inputMode="decimal"
          autoComplete="off"
          className="tabular-nums"
        />
      </FormRow>
      <div className="grid gap-2">
        <FormMoneyField
          form={form}
          name="costBasisCents"
          id="holding-cost-basis"
          label="Cost basis"
          hint="What was paid for the whole position."
          disabled={costBasisUnknown}
        />
        <Controller
          name="costBasisUnknown"
          control={form.control}
          render={({ field }) => (
            <div className="flex items-center gap-2">
              <Checkbox
                id="holding-cost-basis-unknown"
                ref={field.ref}
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
              />
              <Label htmlFor="holding-cost-basis-unknown" className="font-normal">
                Cost basis not known
              </Label>
            </div>
          )}
        />
      </div>
      {withPrice && (
        <FormRow>
          <FormTextField
            form={form}
            name="price"
            id="holding-price"
            label="Price per unit"
            hint="Optional; up to 6 decimals."
            inputMode="decimal"
            autoComplete="off"
            className="tabular-nums"
            placeholder="$0.00"
          />
          <FormTextField
            form={form}
            name="priceAsOf"
            id="holding-price-date"
            label="Price as of"
            type="date"
          />
        </FormRow>
      )}
    </div>
  );
}
