import { TriangleAlert } from 'lucide-react';
import type { TInvestmentAccount } from '@shared/investments/investment-schemas';
import { beneficiaryTiers } from '@web/components/beneficiaries/share-format';

/**
 * Who receives the account. "Not designated" is flagged: the account then passes under the will
 * or state law, usually not what the family meant, and fixing it is a form at the institution.
 */
export function BeneficiaryDesignation({
  account,
}: {
  account: Pick<TInvestmentAccount, 'designation' | 'beneficiaries'>;
}) {
  if (account.designation === 'none')
    return (
      <span className="grid gap-0.5">
        <span className="inline-flex items-center gap-1.5 font-medium text-destructive">
          <TriangleAlert className="size-4" aria-hidden />
          Not designated
        </span>
        <span className="text-xs text-muted-foreground">
          Without a beneficiary this account passes under the will or state law. Name one with the
          institution, then record it here.
        </span>
      </span>
    );
  return (
    <span className="grid gap-0.5">
      {account.designation === 'transfer_on_death' && (
        <span className="font-medium">Transfer on death</span>
      )}
      {beneficiaryTiers(account.beneficiaries).map((tier) => (
        <span key={tier.tier}>
          <span className="text-muted-foreground">{tier.label}: </span>
          {tier.names}
        </span>
      ))}
    </span>
  );
}
