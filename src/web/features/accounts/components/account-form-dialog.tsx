import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TAsset } from '@shared/finance/asset-schemas';
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
import { useSaveForm } from '@web/components/ui/use-save-form';
import { useReturnFocus } from '@web/components/ui/use-return-focus';
import { useCreateAccount, useUpdateAccount } from '../api/account-mutations';
import { ACCOUNT_FORM_FIELDS, ZAccountForm, accountFormValues } from '../lib/account-form';
import { AccountFormFields } from './account-form-fields';

type Props = {
  /** The account to edit, or null to add one. */
  account: TAsset | null;
  onClose: () => void;
};

/**
 * Add or edit an account. Mounted only while open, so every opening starts from the account's
 * current values. The failure toast comes from the mutation; field messages go beside the field.
 */
export function AccountFormDialog({ account, onClose }: Props) {
  const returnFocus = useReturnFocus();
  const create = useCreateAccount();
  const update = useUpdateAccount();
  const form = useForm({
    resolver: zodResolver(ZAccountForm),
    defaultValues: accountFormValues(account),
  });

  const { submit, busy } = useSaveForm({
    form,
    editingId: account?.id ?? null,
    create,
    update,
    fields: ACCOUNT_FORM_FIELDS,
    onSaved: onClose,
  });

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent onCloseAutoFocus={returnFocus.onCloseAutoFocus} className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{account ? 'Edit account' : 'Add account'}</DialogTitle>
          <DialogDescription>
            {account
              ? `${account.institutionName} · ${account.accountName}`
              : 'A bank, investment, retirement or credit card account your family should know about.'}
            {!account && <AddingToNote />}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-6">
          <AccountFormFields form={form} storedLast4={account?.accountNumberLast4 ?? null} />
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
