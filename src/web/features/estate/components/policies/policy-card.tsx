import { memo, useId, type ReactNode } from 'react';
import { TriangleAlert } from 'lucide-react';
import { POLICY_KIND_LABELS, type TPolicy } from '@shared/estate/policy-schemas';
import { BENEFICIARY_TIERS } from '@shared/investments/investment-schemas';
import { FREQUENCY_LABELS } from '@shared/finance/frequency';
import { formatCents } from '@shared/finance/money';
import { formatShare } from '@web/components/beneficiaries/share-format';
import { EditDeleteButtons } from '@web/components/edit-delete-buttons';
import { OwnerBadge } from '@web/components/owner-badge';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardTitle } from '@web/components/ui/card';
import { RevealableNumber } from '@web/components/ui/revealable-number';
import { useMayRevealNumbers } from '@web/lib/use-household-scope';
import { revealPolicyNumber } from '../../api/policy-number';
import { namesBeneficiaries } from './policy-form';

export type PolicyActions = {
  onEdit: (policy: TPolicy) => void;
  onDelete: (policy: TPolicy) => void;
};

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[9rem_1fr] sm:gap-3">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

const notSet = (text: string) => <span className="text-muted-foreground">{text}</span>;

/** "$120.00 per month · paid by the Northwestern Mutual obligation". */
function Premium({ premium }: { premium: TPolicy['premium'] }) {
  if (!premium) return notSet('Not linked to an obligation');
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
 */
export const PolicyCard = memo(function PolicyCard({
  policy,
  actions,
}: {
  policy: TPolicy;
  actions: PolicyActions;
}) {
  const mayReveal = useMayRevealNumbers();
  const titleId = useId();
  const kind = POLICY_KIND_LABELS[policy.kind];
  const name = `${policy.carrier} ${kind} policy`;
  const paysAtDeath = namesBeneficiaries(policy.kind);
  const unnamed = paysAtDeath && policy.beneficiaries.length === 0;
  return (
    // The id lets the estate plan's gaps link straight to the policy they are about.
    <Card
      id={`policy-${policy.id}`}
      tabIndex={-1}
      role="article"
      aria-labelledby={titleId}
      className="flex scroll-mt-24 flex-col"
    >
      <div className="flex flex-wrap items-start justify-between gap-3 p-5 pb-3">
        <div className="grid min-w-0 gap-1">
          <CardTitle id={titleId} className="leading-snug break-words">
            {policy.carrier}
          </CardTitle>
          <p className="text-sm text-muted-foreground">{kind} insurance</p>
          <OwnerBadge ownerId={policy.ownerId} className="w-fit" />
        </div>
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
      </div>
      <CardContent className="grid gap-4 p-5 pt-0">
        <dl className="grid gap-2 text-sm">
          <Detail term="Policy number">
            <RevealableNumber
              last4={policy.policyNumberLast4}
              reveal={() => revealPolicyNumber(policy.id)}
              revealable={mayReveal(policy.ownerId)}
              label={`policy number of ${name}`}
            />
          </Detail>
          <Detail term="Insured">{policy.insuredName ?? notSet('Not set')}</Detail>
          <Detail term="Face amount">
            {policy.faceAmountCents === null ? (
              notSet('Not recorded')
            ) : (
              <span className="tabular-nums">{formatCents(policy.faceAmountCents)}</span>
            )}
          </Detail>
          <Detail term="Premium">
            <Premium premium={policy.premium} />
          </Detail>
          {paysAtDeath && (
            <Detail term="Beneficiaries">
              {unnamed ? (
                <span className="text-muted-foreground">
                  Without a beneficiary the payout goes to the estate and through probate. Name one
                  with {policy.carrier}, then record it here.
                </span>
              ) : (
                <Beneficiaries policy={policy} />
              )}
            </Detail>
          )}
          {policy.notes && (
            <Detail term="Notes">
              <span className="whitespace-pre-line">{policy.notes}</span>
            </Detail>
          )}
        </dl>
        <div className="flex flex-wrap gap-2">
          <EditDeleteButtons
            name={name}
            ownerId={policy.ownerId}
            onEdit={() => actions.onEdit(policy)}
            onDelete={() => actions.onDelete(policy)}
          />
        </div>
      </CardContent>
    </Card>
  );
});
