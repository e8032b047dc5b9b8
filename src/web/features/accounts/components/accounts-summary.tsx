import { formatCents } from '@shared/finance/money';
import type { TAsset } from '@shared/finance/asset-schemas';
import { Stat, StatGrid } from '@web/components/ui/stat-grid';
import { accountTotals, groupAccountsByType } from '../lib/account-groups';

/** The headline figures: what the accounts hold, and what the credit cards owe. */
export function AccountsSummary({ accounts }: { accounts: TAsset[] }) {
  const { balanceCents, owedCents } = accountTotals(accounts);
  const types = groupAccountsByType(accounts).length;
  return (
    <StatGrid>
      <Stat
        label="Total balance"
        value={formatCents(balanceCents)}
        hint="All accounts except credit cards"
      />
      <Stat
        label="Credit card balances"
        value={formatCents(owedCents)}
        tone={owedCents > 0 ? 'owed' : 'default'}
        hint="Owed, not included in the total"
      />
      <Stat
        label="Accounts"
        value={accounts.length}
        hint={types === 1 ? 'Of 1 type' : `Across ${types} types`}
      />
    </StatGrid>
  );
}
