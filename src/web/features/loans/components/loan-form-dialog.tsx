import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LOAN_TYPE_LABELS, type TLoan } from '@shared/finance/loan-schemas';
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
import { useSaveForm } from '@web/components/ui/use-save-form';
import { useReturnFocus } from '@web/components/ui/use-return-focus';
import { useExpenses, useProperties } from '@web/lib/household-data';
import { useCreateLoan, useUpdateLoan } from '../api/loan-mutations';
import { linkOptions, obligationLabel, propertyLabel } from '../lib/link-options';
import { LOAN_FORM_FIELDS, ZLoanForm, loanFormValues } from '../lib/loan-form';
import { LoanFormFields } from './loan-form-fields';
import { AddingToNote } from '@web/components/adding-to-note';

type Props = {
  /** The loan to edit, or null to add one. */
  loan: TLoan | null;
  onClose: () => void;
};

/**
 * Add or edit a loan. Mounted only while open, so every opening starts from the loan's current
 * values. The failure toast comes from the mutation; field messages go beside the field.
 */
export function LoanFormDialog({ loan, onClose }: Props) {
  const returnFocus = useReturnFocus();
  const create = useCreateLoan();
  const update = useUpdateLoan();
  const expenses = useExpenses();
  const properties = useProperties();
  const form = useForm({ resolver: zodResolver(ZLoanForm), defaultValues: loanFormValues(loan) });
  const owner = loan?.ownerId ?? null;

  const { submit, busy } = useSaveForm({
    form,
    editingId: loan?.id ?? null,
    create,
    update,
    fields: LOAN_FORM_FIELDS,
    onSaved: onClose,
  });

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent onCloseAutoFocus={returnFocus.onCloseAutoFocus} className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{loan ? 'Edit loan' : 'Add loan'}</DialogTitle>
          <DialogDescription>
            {loan
              ? `${LOAN_TYPE_LABELS[loan.loanType]} · ${loan.lender}`
              : 'A mortgage, car, student or personal loan, or a line of credit.'}
            {!loan && <AddingToNote />}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-6">
          <LoanFormFields
            form={form}
            storedLast4={loan?.accountNumberLast4 ?? null}
            obligations={{
              options: linkOptions(expenses.data ?? [], obligationLabel, owner),
              pending: expenses.isPending,
            }}
            properties={{
              options: linkOptions(properties.data ?? [], propertyLabel, owner),
              pending: properties.isPending,
            }}
          />
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <BusyButton type="submit" busy={busy} busyLabel={loan ? 'Saving…' : 'Adding…'}>
              {loan ? 'Save changes' : 'Add loan'}
            </BusyButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
