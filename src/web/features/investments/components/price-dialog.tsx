import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { THolding } from '@shared/investments/investment-schemas';
import { applyServerFieldErrors } from '@web/components/ui/server-field-errors';
import { FormDialog } from '@web/components/ui/form-dialog';
import { FormTextField } from '@web/components/ui/form-text-field';
import { FormRow } from '@web/components/ui/form-row';
import { useUpdatePrice } from '../api/holding-mutations';
import { priceFormValues } from '../lib/holding-form';
import { ZPriceForm } from '../lib/price-form';
import { holdingTitle } from '../lib/holding-title';

/**
 * A new price for a holding, dated (today by default). The server gives it to every holding of
 * the same symbol in the household, which the description says so nobody is surprised.
 */
export function PriceDialog({ holding, onClose }: { holding: THolding; onClose: () => void }) {
  const save = useUpdatePrice();
  const form = useForm({
    resolver: zodResolver(ZPriceForm),
    defaultValues: priceFormValues(holding),
  });
  const submit = form.handleSubmit((input) =>
    save.mutate(
      { holdingId: holding.id, input },
      {
        onSuccess: onClose,
        onError: (error) =>
          applyServerFieldErrors(error, form.setError, ['price', 'asOf'] as const),
      },
    ),
  );

  return (
    <FormDialog
      title="Update price"
      description={
        <>
          {holdingTitle(holding)}
          {holding.symbol &&
            `. The price applies to every ${holding.symbol} holding in this household.`}
        </>
      }
      className="max-w-md"
      onSubmit={submit}
      busy={save.isPending}
      submitLabel="Save price"
      busyLabel="Saving…"
      onClose={onClose}
    >
      <FormRow>
        <FormTextField
          form={form}
          name="price"
          id="price-value"
          label="Price per unit"
          hint="Up to 6 decimals."
          inputMode="decimal"
          autoComplete="off"
          className="tabular-nums"
        />
        <FormTextField form={form} name="asOf" id="price-date" label="As of" type="date" />
      </FormRow>
    </FormDialog>
  );
}
