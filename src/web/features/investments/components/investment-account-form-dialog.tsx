import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TInvestmentAccount } from '@shared/investments/investment-schemas';
import { AddingToNote } from '@web/components/adding-to-note';
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
import {
  useCreateInvestmentAccount,
  useUpdateInvestmentAccount,
} from '../api/investment-account-mutations';
import {
  INVESTMENT_ACCOUNT_FORM_FIELDS,
  ZInvestmentAccountForm,
  investmentAccountFormValues,
} from '../lib/investment-account-form';
import { InvestmentAccountFormFields } from './investment-account-form-fields';
import { DesignationFields } from './designation-fields';

type Props = {
  /** The account to edit, or null to add one. */
  account: TInvestmentAccount | null;
  onClose: () => void;
};

/**
 * Add or edit an investment account with its beneficiary designation. Mounted only while open,
 * so every opening starts from the account's current values.
 */
export function InvestmentAccountFormDialog({ account, onClose }: Props) {
  const returnFocus = useReturnFocus();
  const create = useCreateInvestmentAccount();
  const update = useUpdateInvestmentAccount();
  const form = useForm({
    resolver: zodResolver(ZInvestmentAccountForm),
    defaultValues: investmentAccountFormValues(account),
  });
  const { submit, busy } = useSaveForm({
    form,
    editingId: account?.id ?? null,
    create,
    update,
    fields: INVESTMENT_ACCOUNT_FORM_FIELDS,
    onSaved: onClose,
  });

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent onCloseAutoFocus={returnFocus.onCloseAutoFocus} className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            {account ? 'Edit investment account' : 'Add investment account'}
          </DialogTitle>
          <DialogDescription>
            {account
              ? `${account.institutionName} · ${account.accountName}`
              : 'A brokerage, retirement, college or other investment account, and who inherits it.'}
            {!account && <AddingToNote />}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-6">
          <InvestmentAccountFormFields
            form={form}
            storedLast4={account?.accountNumberLast4 ?? null}
          />
          <DesignationFields form={form} />
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <BusyButton type="submit" busy={busy} busyLabel={account ? 'Saving…' : 'Adding…'}>
              {account ? 'Save changes' : 'Add account'}
            </BusyButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
