import type { TInvestmentAccount } from '@shared/investments/investment-schemas';
import { DeleteRecordDialog } from '@web/components/records/delete-record-dialog';
import { useDeleteInvestmentAccount } from '../api/investment-account-mutations';

/** Asks before deleting an account and its holdings; stays open when the delete fails. */
export function DeleteInvestmentAccountDialog({
  account,
  onClose,
}: {
  account: TInvestmentAccount;
  onClose: () => void;
}) {
  const holdings = account.holdings.length;
  return (
    <DeleteRecordDialog
      title="Delete this investment account?"
      description={
        <>
          {account.institutionName} · {account.accountName} will be removed from your family's
          records with its account number, beneficiaries and{' '}
          {holdings === 1 ? '1 holding' : `${holdings} holdings`}. This cannot be undone.
        </>
      }
      confirmLabel="Delete account"
      deletion={useDeleteInvestmentAccount()}
      id={account.id}
      onClose={onClose}
    />
  );
}
