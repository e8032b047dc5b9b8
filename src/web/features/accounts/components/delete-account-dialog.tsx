import type { TAsset } from '@shared/finance/asset-schemas';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { useReturnFocus } from '@web/components/ui/use-return-focus';
import { useDeleteAccount } from '../api/account-mutations';

/** Asks before deleting; stays open (with the failure toast) when the delete fails. */
export function DeleteAccountDialog({
  account,
  onClose,
}: {
  account: TAsset;
  onClose: () => void;
}) {
  const remove = useDeleteAccount();
  const returnFocus = useReturnFocus();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && !remove.isPending && onClose()}
      title="Delete this account?"
      description={
        <>
          {account.institutionName} · {account.accountName} will be removed from your family's
          records, with its account number and beneficiary. This cannot be undone.
        </>
      }
      confirmLabel="Delete account"
      busyLabel="Deleting…"
      busy={remove.isPending}
      returnFocus={returnFocus}
      onConfirm={() =>
        remove.mutate(account.id, {
          onSuccess: () => {
            returnFocus.openerRemoved();
            onClose();
          },
        })
      }
    />
  );
}
