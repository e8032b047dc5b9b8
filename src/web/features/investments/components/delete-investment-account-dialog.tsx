import type { TInvestmentAccount } from '@shared/investments/investment-schemas';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { useReturnFocus } from '@web/components/ui/use-return-focus';
import { useDeleteInvestmentAccount } from '../api/investment-account-mutations';

/** Asks before deleting an account and its holdings; stays open when the delete fails. */
export function DeleteInvestmentAccountDialog({
  account,
  onClose,
}: {
  account: TInvestmentAccount;
  onClose: () => void;
}) {
  const remove = useDeleteInvestmentAccount();
  const returnFocus = useReturnFocus();
  const holdings = account.holdings.length;
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && !remove.isPending && onClose()}
      title="Delete this investment account?"
      description={
        <>
          {account.institutionName} · {account.accountName} will be removed from your family's
          records with its account number, beneficiaries and{' '}
          {holdings === 1 ? '1 holding' : `${holdings} holdings`}. This cannot be undone.
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
