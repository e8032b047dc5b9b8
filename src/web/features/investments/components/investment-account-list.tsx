import type { TInvestmentAccount } from '@shared/investments/investment-schemas';
import { InvestmentAccountCard, type AccountActions } from './investment-account-card';

type Props = {
  accounts: readonly TInvestmentAccount[];
  today: string;
  actions: AccountActions;
};

/** The accounts, one card each, under their heading. */
export function InvestmentAccountList({ accounts, today, actions }: Props) {
  return (
    <section aria-labelledby="investment-accounts-heading" className="grid gap-3">
      <h2 id="investment-accounts-heading" className="text-lg font-semibold">
        Accounts
      </h2>
      <div className="grid gap-4">
        {accounts.map((account) => (
          <InvestmentAccountCard
            key={account.id}
            account={account}
            today={today}
            actions={actions}
          />
        ))}
      </div>
    </section>
  );
}
