import type { TAsset } from '@shared/finance/asset-schemas';
import { DeleteRecordDialog } from '@web/components/records/delete-record-dialog';
import { useDeleteAccount } from '../api/account-mutations';

/** Asks before deleting an account, saying what goes with it (its holdings on Investments too). */
export function DeleteAccountDialog({
  account,
  onClose,
}: {
  account: TAsset;
  onClose: () => void;
}) {
  const holdings = account.holdingCount;
  return (
    <DeleteRecordDialog
      title="Delete this account?"
      description={
        <>
          {account.institutionName} · {account.accountName} will be removed from your family's
          records, with its account number and beneficiary.
          {holdings > 0 &&
            ` This also deletes its ${holdings} ${holdings === 1 ? 'holding' : 'holdings'} on Investments.`}{' '}
          This cannot be undone.
        </>
      }
      confirmLabel="Delete account"
      deletion={useDeleteAccount()}
      id={account.id}
      onClose={onClose}
    />
  );
}
