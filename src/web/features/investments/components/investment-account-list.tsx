import type { TInvestmentAccount } from '@shared/investments/investment-schemas';
import { RecordGroup } from '@web/components/records/record-group';
import { InvestmentAccountCard, type AccountActions } from './investment-account-card';

type Props = {
  accounts: readonly TInvestmentAccount[];
  today: string;
  actions: AccountActions;
};

/** The accounts, one card a row (their holdings tables need the width), under their heading. */
export function InvestmentAccountList({ accounts, today, actions }: Props) {
  return (
    <RecordGroup
      headingId="investment-accounts-heading"
      title="Accounts"
      columns={1}
      items={accounts}
      renderItem={(account) => (
        <InvestmentAccountCard key={account.id} account={account} today={today} actions={actions} />
      )}
    />
  );
}
