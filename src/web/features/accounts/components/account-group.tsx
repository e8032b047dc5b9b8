import { formatCents } from '@shared/finance/money';
import type { TAsset } from '@shared/finance/asset-schemas';
import { isOwed, type AccountGroup as Group } from '../lib/account-groups';
import { AccountCard } from './account-card';

type Props = {
  group: Group;
  onEdit: (account: TAsset) => void;
  onDelete: (account: TAsset) => void;
};

/** The accounts of one type under their heading, with their count and subtotal. */
export function AccountGroup({ group, onEdit, onDelete }: Props) {
  const headingId = `accounts-${group.type}`;
  const count = group.accounts.length;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="text-lg font-semibold">
          {group.label}
        </h2>
        <p className="text-sm text-muted-foreground tabular-nums">
          {count} {count === 1 ? 'account' : 'accounts'} · {formatCents(group.balanceCents)}
          {isOwed(group.type) ? ' owed' : ''}
        </p>
      </div>
      <div className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
        {group.accounts.map((account) => (
          <AccountCard key={account.id} account={account} onEdit={onEdit} onDelete={onDelete} />
        ))}
      </div>
    </section>
  );
}
