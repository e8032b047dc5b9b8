import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { THolding, TInvestmentAccount } from '@shared/investments/investment-schemas';
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
import { useReturnFocus } from '@web/components/ui/use-return-focus';
import { useSaveForm } from '@web/components/ui/use-save-form';
import { useCreateHolding, useUpdateHolding } from '../api/holding-mutations';
import { HOLDING_FORM_FIELDS, ZHoldingForm, holdingFormValues } from '../lib/holding-form';
import { HoldingFormFields } from './holding-form-fields';

type Props = {
  account: TInvestmentAccount;
  /** The holding to edit, or null to add one to the account. */
  holding: THolding | null;
  onClose: () => void;
};

/** Add a holding to an account, or edit one (its price is changed with Update price). */
export function HoldingFormDialog({ account, holding, onClose }: Props) {
  const returnFocus = useReturnFocus();
  const create = useCreateHolding(account.id);
  const update = useUpdateHolding();
  const form = useForm({
    resolver: zodResolver(ZHoldingForm),
    defaultValues: holdingFormValues(holding),
  });
  const { submit, busy } = useSaveForm({
    form,
    editingId: holding?.id ?? null,
    create,
    update,
    fields: HOLDING_FORM_FIELDS,
    onSaved: onClose,
  });

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent onCloseAutoFocus={returnFocus.onCloseAutoFocus} className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{holding ? 'Edit holding' : 'Add holding'}</DialogTitle>
          <DialogDescription>
            {account.institutionName} · {account.accountName}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-6">
          <HoldingFormFields form={form} withPrice={!holding} />
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <BusyButton type="submit" busy={busy} busyLabel={holding ? 'Saving…' : 'Adding…'}>
              {holding ? 'Save changes' : 'Add holding'}
            </BusyButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
