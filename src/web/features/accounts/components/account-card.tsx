import { formatCents } from '@shared/finance/money';
import type { TAsset } from '@shared/finance/asset-schemas';
import { RecordCard } from '@web/components/records/record-card';
import { RecordDetail } from '@web/components/records/record-detail';
import { RecordFigure } from '@web/components/records/record-figure';
import { revealAccountNumber } from '../api/reveal-account-number';
import { isOwed } from '../lib/account-groups';

type Props = {
  account: TAsset;
  onEdit: (account: TAsset) => void;
  onDelete: (account: TAsset) => void;
};

/** One account: where it is, its masked number, balance, whose it is and who inherits it. */
export function AccountCard({ account, onEdit, onDelete }: Props) {
  const owed = isOwed(account.type);
  return (
    <RecordCard
      title={account.accountName}
      name={`${account.institutionName} ${account.accountName}`}
      ownerId={account.ownerId}
      subtitle={account.institutionName}
      figure={
        <RecordFigure
          value={formatCents(account.balanceCents)}
          owed={owed}
          caption={owed ? 'owed' : undefined}
        />
      }
      numberLast4={account.accountNumberLast4}
      revealNumber={() => revealAccountNumber(account.id)}
      termWidth="8rem"
      details={
        <>
          <RecordDetail term="Owner" emptyText="Not set">
            {account.ownerName}
          </RecordDetail>
          <RecordDetail term="Beneficiary" emptyText="Not designated">
            {account.beneficiary}
          </RecordDetail>
          {account.address && <RecordDetail term="Address">{account.address.full}</RecordDetail>}
        </>
      }
      notes={account.notes}
      onEdit={() => onEdit(account)}
      onDelete={() => onDelete(account)}
    />
  );
}
