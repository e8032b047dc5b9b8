import { useId, type ReactNode } from 'react';
import { formatCents } from '@shared/finance/money';
import type { TAsset } from '@shared/finance/asset-schemas';
import { EditDeleteButtons } from '@web/components/edit-delete-buttons';
import { OwnerBadge } from '@web/components/owner-badge';
import { Card, CardContent, CardTitle } from '@web/components/ui/card';
import { RevealableNumber } from '@web/components/ui/revealable-number';
import { cn } from '@web/lib/utils';
import { useMayRevealNumbers } from '@web/lib/use-household-scope';
import { revealAccountNumber } from '../api/reveal-account-number';
import { isOwed } from '../lib/account-groups';

type Props = {
  account: TAsset;
  onEdit: (account: TAsset) => void;
  onDelete: (account: TAsset) => void;
};

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[8rem_1fr] sm:gap-3">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** One account: where it is, its masked number, balance, whose it is and who inherits it. */
export function AccountCard({ account, onEdit, onDelete }: Props) {
  const mayReveal = useMayRevealNumbers();
  const titleId = useId();
  const owed = isOwed(account.type);
  const name = `${account.institutionName} ${account.accountName}`;
  return (
    <Card role="article" aria-labelledby={titleId} className="flex flex-col">
      <div className="flex items-start justify-between gap-3 p-5 pb-3">
        <div className="grid min-w-0 gap-1">
          <CardTitle id={titleId} className="leading-snug break-words">
            {account.accountName}
          </CardTitle>
          <p className="text-sm text-muted-foreground">{account.institutionName}</p>
          <OwnerBadge ownerId={account.ownerId} className="w-fit" />
        </div>
        <p className="ml-auto text-right">
          <span
            className={cn('block text-lg font-semibold tabular-nums', owed && 'text-destructive')}
          >
            {formatCents(account.balanceCents)}
          </span>
          {owed && <span className="block text-xs text-muted-foreground">owed</span>}
        </p>
      </div>
      <CardContent className="flex flex-1 flex-col gap-4 p-5 pt-0">
        <dl className="grid gap-2 text-sm">
          <Detail term="Account number">
            <RevealableNumber
              last4={account.accountNumberLast4}
              reveal={() => revealAccountNumber(account.id)}
              revealable={mayReveal(account.ownerId)}
              label={`account number of ${name}`}
            />
          </Detail>
          <Detail term="Owner">
            {account.ownerName ?? <span className="text-muted-foreground">Not set</span>}
          </Detail>
          <Detail term="Beneficiary">
            {account.beneficiary ?? <span className="text-muted-foreground">Not designated</span>}
          </Detail>
          {account.address && <Detail term="Address">{account.address.full}</Detail>}
          {account.notes && (
            <Detail term="Notes">
              <span className="whitespace-pre-line">{account.notes}</span>
            </Detail>
          )}
        </dl>
        <div className="mt-auto flex gap-2">
          <EditDeleteButtons
            name={name}
            ownerId={account.ownerId}
            onEdit={() => onEdit(account)}
            onDelete={() => onDelete(account)}
          />
        </div>
      </CardContent>
    </Card>
  );
}
