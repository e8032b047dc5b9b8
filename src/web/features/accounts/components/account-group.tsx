import { formatCents } from '@shared/finance/money';
import type { TAsset } from '@shared/finance/asset-schemas';
import { RecordGroup } from '@web/components/records/record-group';
import { isOwed, type AccountGroup as Group } from '../lib/account-groups';
import { AccountCard } from './account-card';

type Props = {
  group: Group;
  onEdit: (account: TAsset) => void;
  onDelete: (account: TAsset) => void;
};

/** The accounts of one type under their heading, with their count and subtotal. */
export function AccountGroup({ group, onEdit, onDelete }: Props) {
  const count = group.accounts.length;
  return (
    <RecordGroup
      headingId={`accounts-${group.type}`}
      title={group.label}
      aside={
        <p className="text-sm text-muted-foreground tabular-nums">
          {count} {count === 1 ? 'account' : 'accounts'} · {formatCents(group.balanceCents)}
          {isOwed(group.type) ? ' owed' : ''}
        </p>
      }
      items={group.accounts}
      renderItem={(account) => (
        <AccountCard key={account.id} account={account} onEdit={onEdit} onDelete={onDelete} />
      )}
    />
  );
}
