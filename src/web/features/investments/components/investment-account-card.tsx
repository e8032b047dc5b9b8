import { memo, useMemo } from 'react';
import { Plus } from 'lucide-react';
import { formatCents } from '@shared/finance/money';
import {
  INVESTMENT_ACCOUNT_TYPE_LABELS,
  type THolding,
  type TInvestmentAccount,
} from '@shared/investments/investment-schemas';
import { portfolioSummary } from '@shared/investments/valuation';
import { RecordCard } from '@web/components/records/record-card';
import { RecordDetail } from '@web/components/records/record-detail';
import { RecordFigure } from '@web/components/records/record-figure';
import { Button } from '@web/components/ui/button';
import { useHouseholdPermissions } from '@web/lib/household-permissions';
import { cn } from '@web/lib/utils';
import { revealInvestmentAccountNumber } from '../api/reveal-investment-account-number';
import { formatSignedCents, formatSignedPercent, trendClass } from '../lib/investment-format';
import { BeneficiaryDesignation } from './beneficiary-designation';
import type { HoldingActions } from './holding-row';
import { HoldingsTable } from './holdings-table';

export type AccountActions = {
  onEdit: (account: TInvestmentAccount) => void;
  onDelete: (account: TInvestmentAccount) => void;
  onAddHolding: (account: TInvestmentAccount) => void;
  onEditHolding: (account: TInvestmentAccount, holding: THolding) => void;
  onDeleteHolding: (holding: THolding) => void;
  onPrice: (holding: THolding) => void;
};

type Props = { account: TInvestmentAccount; today: string; actions: AccountActions };

/**
 * One investment account: where it is, who inherits it, what it holds and what that is worth;
 * without holdings, the balance entered for it (here or on Financial Accounts).
 * Memoised (the page's actions are stable), so opening a dialog does not re-render every card.
 */
export const InvestmentAccountCard = memo(function InvestmentAccountCard({
  account,
  today,
  actions,
}: Props) {
  const { canWrite } = useHouseholdPermissions();
  const writable = canWrite(account.ownerId);
  const name = `${account.institutionName} ${account.accountName}`;
  const totals = useMemo(() => portfolioSummary([account], today), [account, today]);
  // Without holdings the account is worth the balance entered for it (portfolioSummary counts it).
  const enteredOnly = account.holdings.length === 0 && account.balanceCents !== null;
  const holdingActions = useMemo<HoldingActions | null>(
    () =>
      writable
        ? {
            onPrice: actions.onPrice,
            onEdit: (holding) => actions.onEditHolding(account, holding),
            onDelete: actions.onDeleteHolding,
          }
        : null,
    [writable, actions, account],
  );
  return (
    <RecordCard
      title={account.accountName}
      name={name}
      ownerId={account.ownerId}
      subtitle={`${account.institutionName} · ${INVESTMENT_ACCOUNT_TYPE_LABELS[account.type]}`}
      figure={
        <RecordFigure
          value={formatCents(totals.totalValueCents)}
          caption={enteredOnly ? 'Balance entered' : undefined}
        >
          {totals.gain && (
            <span className={cn('block text-sm tabular-nums', trendClass(totals.gain.cents))}>
              {formatSignedCents(totals.gain.cents)}
              {totals.gain.percent !== null && ` (${formatSignedPercent(totals.gain.percent)})`}
            </span>
          )}
        </RecordFigure>
      }
      numberLast4={account.accountNumberLast4}
      revealNumber={() => revealInvestmentAccountNumber(account.id)}
      details={
        <>
          <RecordDetail term="Owner" emptyText="Not set">
            {account.ownerName}
          </RecordDetail>
          <RecordDetail term="Beneficiaries">
            <BeneficiaryDesignation account={account} />
          </RecordDetail>
          {account.designation === 'none' && account.beneficiary && (
            <RecordDetail term="Beneficiary (as typed)">{account.beneficiary}</RecordDetail>
          )}
        </>
      }
      notes={account.notes}
      actions={
        writable && (
          <Button
            size="sm"
            aria-label={`Add holding to ${name}`}
            onClick={() => actions.onAddHolding(account)}
          >
            <Plus aria-hidden />
            Add holding
          </Button>
        )
      }
      onEdit={() => actions.onEdit(account)}
      onDelete={() => actions.onDelete(account)}
      // Cards off screen are neither styled nor laid out (`content-visibility: auto`) until
      // scrolled near: with 50 accounts, the first paint and opening a dialog (which restyles the
      // page) cost only the cards in view. The intrinsic size is that of a card with ten holdings
      // (1,124–1,178 px at 1280 px wide); `auto` keeps each card's last rendered height once shown.
      // That size is a height only (width `none`): as a width too, an unrendered card made the
      // page 1,158 px wide on a phone.
      className="[contain-intrinsic-size:none_auto_1140px] [content-visibility:auto]"
    >
      {account.holdings.length > 0 ? (
        <HoldingsTable
          holdings={account.holdings}
          label={`Holdings of ${name}`}
          today={today}
          actions={holdingActions}
        />
      ) : (
        <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
          No holdings recorded in this account yet.
        </p>
      )}
    </RecordCard>
  );
});
