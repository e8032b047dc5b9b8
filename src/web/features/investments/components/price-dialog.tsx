import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { THolding } from '@shared/investments/investment-schemas';
import { applyServerFieldErrors } from '@web/components/ui/server-field-errors';
import { BusyButton } from '@web/components/ui/busy-button';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { useReturnFocus } from '@web/components/ui/use-return-focus';
import { useUpdatePrice } from '../api/holding-mutations';
import { priceFormValues } from '../lib/holding-form';
import { ZPriceForm } from '../lib/price-form';
import { holdingTitle } from '../lib/holding-title';

/**
 * A new price for a holding, dated (today by default). The server gives it to every holding of
 * the same symbol in the household, which the description says so nobody is surprised.
 */
export function PriceDialog({ holding, onClose }: { holding: THolding; onClose: () => void }) {
  const returnFocus = useReturnFocus();
  const save = useUpdatePrice();
  const form = useForm({
    resolver: zodResolver(ZPriceForm),
    defaultValues: priceFormValues(holding),
  });
  const { errors } = form.formState;
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
  const busy = save.isPending;

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent onCloseAutoFocus={returnFocus.onCloseAutoFocus} className="max-w-md">
        <DialogHeader>
          <DialogTitle>Update price</DialogTitle>
          <DialogDescription>
            {holdingTitle(holding)}
            {holding.symbol &&
              `. The price applies to every ${holding.symbol} holding in this household.`}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-6">
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <Field
              id="price-value"
              label="Price per unit"
              hint="Up to 6 decimals."
              error={errors.price?.message}
            >
              {(control) => (
                <Input
                  inputMode="decimal"
                  autoComplete="off"
                  className="tabular-nums"
                  {...control}
                  {...form.register('price')}
                />
              )}
            </Field>
            <Field id="price-date" label="As of" error={errors.asOf?.message}>
              {(control) => <Input type="date" {...control} {...form.register('asOf')} />}
            </Field>
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <BusyButton type="submit" busy={busy} busyLabel="Saving…">
              Save price
            </BusyButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
