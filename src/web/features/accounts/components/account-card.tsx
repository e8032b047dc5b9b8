import { Link } from 'react-router';
import { TrendingUp } from 'lucide-react';
import { formatCents } from '@shared/finance/money';
import type { TAsset } from '@shared/finance/asset-schemas';
import { RecordCard } from '@web/components/records/record-card';
import { RecordDetail } from '@web/components/records/record-detail';
import { RecordFigure } from '@web/components/records/record-figure';
import { Button } from '@web/components/ui/button';
import { revealAccountNumber } from '../api/reveal-account-number';
import { isOwed } from '../lib/account-groups';

type Props = {
  account: TAsset;
  onEdit: (account: TAsset) => void;
  onDelete: (account: TAsset) => void;
};

const holdings = (count: number) => `${count} ${count === 1 ? 'holding' : 'holdings'}`;

/** What the balance is: owed on a card, or the value of an investment account's holdings. */
function figureCaption(account: TAsset): string | undefined {
  if (isOwed(account.type)) return 'owed';
  if (account.ledger === 'investments' && account.holdingCount > 0)
    return `value of ${holdings(account.holdingCount)}`;
  return undefined;
}

/**
 * One account: where it is, its masked number, balance, whose it is and who inherits it. An
 * investment-type account is the same record Investments lists, with its holdings and named
 * beneficiaries: the card says so and links there.
 */
export function AccountCard({ account, onEdit, onDelete }: Props) {
  const name = `${account.institutionName} ${account.accountName}`;
  return (
    <RecordCard
      title={account.accountName}
      name={name}
      ownerId={account.ownerId}
      subtitle={account.institutionName}
      figure={
        <RecordFigure
          value={formatCents(account.balanceCents)}
          owed={isOwed(account.type)}
          caption={figureCaption(account)}
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
            {account.beneficiaryDesignated ? (
              <>
                {account.beneficiary}{' '}
                <span className="text-muted-foreground">(named on Investments)</span>
              </>
            ) : (
              account.beneficiary
            )}
          </RecordDetail>
          {account.address && <RecordDetail term="Address">{account.address.full}</RecordDetail>}
        </>
      }
      notes={account.notes}
      actions={
        account.ledger === 'investments' && (
          <Button variant="secondary" size="sm" asChild>
            <Link to="/investments" aria-label={`Holdings and beneficiaries of ${name}`}>
              <TrendingUp aria-hidden />
              Holdings and beneficiaries
            </Link>
          </Button>
        )
      }
      onEdit={() => onEdit(account)}
      onDelete={() => onDelete(account)}
    />
  );
}
