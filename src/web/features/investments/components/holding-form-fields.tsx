import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import {
  ASSET_CLASS_LABELS,
  ASSET_CLASSES,
  type THoldingValues,
} from '@shared/investments/investment-schemas';
import { CurrencyInput } from '@web/components/currency-input';
import { Checkbox } from '@web/components/ui/checkbox';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import type { THoldingFormValues } from '../lib/holding-form';

type Props = {
  form: UseFormReturn<THoldingFormValues, unknown, THoldingValues>;
  /** Adding: the price can be given with the holding. Editing: it is changed with Update price. */
  withPrice: boolean;
};

export function HoldingFormFields({ form, withPrice }: Props) {
  const { errors } = form.formState;
  const [costBasisUnknown, assetClass] = useWatch({
    control: form.control,
    name: ['costBasisUnknown', 'assetClass'],
  });
  return (
    <div className="grid gap-4">
      <div className="grid items-start gap-4 sm:grid-cols-[10rem_1fr]">
        <Field id="holding-symbol" label="Symbol" hint="Optional" error={errors.symbol?.message}>
          {(control) => (
            <Input
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="e.g. VTI"
              className="uppercase"
              {...control}
              {...form.register('symbol')}
            />
          )}
        </Field>
        <Field id="holding-name" label="Name" error={errors.name?.message}>
          {(control) => (
            <Input
              autoComplete="off"
              placeholder="e.g. Vanguard Total Stock Market ETF"
              {...control}
              {...form.register('name')}
            />
          )}
        </Field>
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field id="holding-type" label="Type" error={errors.assetClass?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('assetClass')}>
              {ASSET_CLASSES.map((value) => (
                <option key={value} value={value}>
                  {ASSET_CLASS_LABELS[value]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field
          id="holding-quantity"
          label={assetClass === 'cash' ? 'Quantity (dollars)' : 'Quantity'}
          hint="Shares or units, up to 8 decimals; negative for a short position."
          error={errors.quantity?.message}
        >
          {(control) => (
            <Input
              inputMode="decimal"
              autoComplete="off"
              className="tabular-nums"
              {...control}
              {...form.register('quantity')}
            />
          )}
        </Field>
      </div>
      <div className="grid gap-2">
        <Field
          id="holding-cost-basis"
          label="Cost basis"
          hint="What was paid for the whole position."
          error={errors.costBasisCents?.message}
        >
          {(control) => (
            <Controller
              name="costBasisCents"
              control={form.control}
              render={({ field }) => (
                <CurrencyInput {...control} {...field} disabled={costBasisUnknown} />
              )}
            />
          )}
        </Field>
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
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <Field
            id="holding-price"
            label="Price per unit"
            hint="Optional; up to 6 decimals."
            error={errors.price?.message}
          >
            {(control) => (
              <Input
                inputMode="decimal"
                autoComplete="off"
                className="tabular-nums"
                placeholder="$0.00"
                {...control}
                {...form.register('price')}
              />
            )}
          </Field>
          <Field id="holding-price-date" label="Price as of" error={errors.priceAsOf?.message}>
            {(control) => <Input type="date" {...control} {...form.register('priceAsOf')} />}
          </Field>
        </div>
      )}
    </div>
  );
}
