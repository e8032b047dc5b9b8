import { memo, useId, useMemo, type ReactNode } from 'react';
import { Plus } from 'lucide-react';
import { formatCents } from '@shared/finance/money';
import {
  INVESTMENT_ACCOUNT_TYPE_LABELS,
  type THolding,
  type TInvestmentAccount,
} from '@shared/investments/investment-schemas';
import { portfolioSummary } from '@shared/investments/valuation';
import { EditDeleteButtons } from '@web/components/edit-delete-buttons';
import { OwnerBadge } from '@web/components/owner-badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardTitle } from '@web/components/ui/card';
import { RevealableNumber } from '@web/components/ui/revealable-number';
import { useHouseholdPermissions } from '@web/lib/household-permissions';
import { cn } from '@web/lib/utils';
import { useMayRevealNumbers } from '@web/lib/use-household-scope';
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

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[9rem_1fr] sm:gap-3">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/**
 * One investment account: where it is, who inherits it, what it holds and what that is worth.
 * Memoised (the page's actions are stable), so opening a dialog does not re-render every card.
 */
export const InvestmentAccountCard = memo(function InvestmentAccountCard({
  account,
  today,
  actions,
}: Props) {
  const mayReveal = useMayRevealNumbers();
  const titleId = useId();
  const { canWrite } = useHouseholdPermissions();
  const writable = canWrite(account.ownerId);
  const name = `${account.institutionName} ${account.accountName}`;
  const totals = useMemo(() => portfolioSummary([account], today), [account, today]);
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
    // Cards off screen are neither styled nor laid out (`content-visibility: auto`) until scrolled
    // near: with 50 accounts, the first paint and opening a dialog (which restyles the page) cost
    // only the cards in view. The intrinsic size is that of a card with ten holdings (1,124–1,178
    // px at 1280 px wide); `auto` keeps each card's last rendered height once it has been shown.
    <Card
      role="article"
      aria-labelledby={titleId}
      className="flex flex-col [contain-intrinsic-size:auto_1140px] [content-visibility:auto]"
    >
      <div className="flex flex-wrap items-start justify-between gap-3 p-5 pb-3">
        <div className="grid min-w-0 gap-1">
          <CardTitle id={titleId} className="leading-snug break-words">
            {account.accountName}
          </CardTitle>
          <p className="text-sm text-muted-foreground">
            {account.institutionName} · {INVESTMENT_ACCOUNT_TYPE_LABELS[account.type]}
          </p>
          <OwnerBadge ownerId={account.ownerId} className="w-fit" />
        </div>
        <p className="ml-auto text-right">
          <span className="block text-lg font-semibold tabular-nums">
            {formatCents(totals.totalValueCents)}
          </span>
          {totals.gain && (
            <span className={cn('block text-sm tabular-nums', trendClass(totals.gain.cents))}>
              {formatSignedCents(totals.gain.cents)}
              {totals.gain.percent !== null && ` (${formatSignedPercent(totals.gain.percent)})`}
            </span>
          )}
        </p>
      </div>
      <CardContent className="grid gap-4 p-5 pt-0">
        <dl className="grid gap-2 text-sm">
          <Detail term="Account number">
            <RevealableNumber
              last4={account.accountNumberLast4}
              reveal={() => revealInvestmentAccountNumber(account.id)}
              revealable={mayReveal(account.ownerId)}
              label={`account number of ${name}`}
            />
          </Detail>
          <Detail term="Owner">
            {account.ownerName ?? <span className="text-muted-foreground">Not set</span>}
          </Detail>
          <Detail term="Beneficiaries">
            <BeneficiaryDesignation account={account} />
          </Detail>
          {account.notes && (
            <Detail term="Notes">
              <span className="whitespace-pre-line">{account.notes}</span>
            </Detail>
          )}
        </dl>
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
        <div className="flex flex-wrap gap-2">
          {writable && (
            <Button
              size="sm"
              aria-label={`Add holding to ${name}`}
              onClick={() => actions.onAddHolding(account)}
            >
              <Plus aria-hidden />
              Add holding
            </Button>
          )}
          <EditDeleteButtons
            name={name}
            ownerId={account.ownerId}
            onEdit={() => actions.onEdit(account)}
            onDelete={() => actions.onDelete(account)}
          />
        </div>
      </CardContent>
    </Card>
  );
});
