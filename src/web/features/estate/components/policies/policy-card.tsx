import { memo } from 'react';
import { TriangleAlert } from 'lucide-react';
import { POLICY_KIND_LABELS, type TPolicy } from '@shared/estate/policy-schemas';
import { BENEFICIARY_TIERS } from '@shared/investments/investment-schemas';
import { FREQUENCY_LABELS } from '@shared/finance/frequency';
import { formatCents } from '@shared/finance/money';
import { formatShare } from '@web/components/beneficiaries/share-format';
import { RecordCard } from '@web/components/records/record-card';
import { EmptyValue, RecordDetail } from '@web/components/records/record-detail';
import { Badge } from '@web/components/ui/badge';
import { revealPolicyNumber } from '../../api/policy-number';
import { namesBeneficiaries } from './policy-form';

/** "$120.00 per month · paid by the Northwestern Mutual obligation". */
function Premium({ premium }: { premium: TPolicy['premium'] }) {
  if (!premium) return <EmptyValue text="Not linked to an obligation" />;
  return (
    <>
      <span className="tabular-nums">
        {formatCents(premium.costCents)} {FREQUENCY_LABELS[premium.frequency]}
      </span>{' '}
      · paid by the {premium.vendor} obligation
    </>
  );
}

/** Who the policy pays, tier by tier, with the share of each and minors said. */
function Beneficiaries({ policy }: { policy: TPolicy }) {
  return (
    <span className="grid gap-0.5">
      {BENEFICIARY_TIERS.map((tier) => {
        const named = policy.beneficiaries.filter((each) => each.tier === tier);
        if (named.length === 0) return null;
        return (
          <span key={tier}>
            <span className="text-muted-foreground">
              {tier === 'primary' ? 'Primary' : 'Contingent'}:{' '}
            </span>
            {named
              .map(
                (each) =>
                  `${each.name} (${formatShare(each.shareBasisPoints)}${each.minor ? ', under 18' : ''})`,
              )
              .join(', ')}
          </span>
        );
      })}
    </span>
  );
}

/**
 * One insurance policy: the carrier, its number (masked, with Show), who it covers, what it pays,
 * the obligation that pays its premium and, for a life policy, who receives the payout. A life
 * policy without a beneficiary is flagged: its payout would go to the estate, through probate.
 * Memoised (the panel's actions are stable), so opening a dialog does not re-render every card.
 */
export const PolicyCard = memo(function PolicyCard({
  policy,
  onEdit,
  onDelete,
}: {
  policy: TPolicy;
  onEdit: (policy: TPolicy) => void;
  onDelete: (policy: TPolicy) => void;
}) {
  const kind = POLICY_KIND_LABELS[policy.kind];
  const paysAtDeath = namesBeneficiaries(policy.kind);
  const unnamed = paysAtDeath && policy.beneficiaries.length === 0;
  return (
    <RecordCard
      title={policy.carrier}
      name={`${policy.carrier} ${kind} policy`}
      ownerId={policy.ownerId}
      subtitle={`${kind} insurance`}
      figure={
        <div className="ml-auto grid justify-items-end gap-1 text-right">
          {policy.faceAmountCents !== null && (
            <span className="text-lg font-semibold tabular-nums">
              {formatCents(policy.faceAmountCents)}
            </span>
          )}
          {unnamed && (
            <Badge variant="destructive">
              <TriangleAlert className="size-3" aria-hidden />
              No beneficiary named
            </Badge>
          )}
        </div>
      }
      numberTerm="Policy number"
      numberLast4={policy.policyNumberLast4}
      revealNumber={() => revealPolicyNumber(policy.id)}
      details={
        <>
          <RecordDetail term="Insured" emptyText="Not set">
            {policy.insuredName}
          </RecordDetail>
          <RecordDetail term="Face amount">
            {policy.faceAmountCents === null ? (
              <EmptyValue />
            ) : (
              <span className="tabular-nums">{formatCents(policy.faceAmountCents)}</span>
            )}
          </RecordDetail>
          <RecordDetail term="Premium">
            <Premium premium={policy.premium} />
          </RecordDetail>
          {paysAtDeath && (
            <RecordDetail term="Beneficiaries">
              {unnamed ? (
                <span className="text-muted-foreground">
                  Without a beneficiary the payout goes to the estate and through probate. Name one
                  with {policy.carrier}, then record it here.
                </span>
              ) : (
                <Beneficiaries policy={policy} />
              )}
            </RecordDetail>
          )}
        </>
      }
      notes={policy.notes}
      onEdit={() => onEdit(policy)}
      onDelete={() => onDelete(policy)}
      // The estate plan's gaps link straight to the policy they are about.
      anchorId={`policy-${policy.id}`}
    />
  );
});
