import type { TAdvisor, TAdvisorLinkKind } from '@shared/advisors/advisor-schemas';
import type { TAsset } from '@shared/finance/asset-schemas';
import type { TExpense } from '@shared/finance/expense-schemas';
import { LOAN_TYPE_LABELS, type TLoan } from '@shared/finance/loan-schemas';
import { vehicleLabel, type TProperty } from '@shared/finance/property-schemas';
import type { TInvestmentAccount } from '@shared/investments/investment-schemas';
import { ADVISOR_LINK_KINDS, LINK_KIND_LABELS, linkKey } from './link-kinds';

export type LinkChoice = { kind: TAdvisorLinkKind; id: string; label: string };
export type LinkChoiceGroup = { kind: TAdvisorLinkKind; label: string; choices: LinkChoice[] };

export type LinkLists = {
  assets?: readonly TAsset[] | undefined;
  investments?: readonly TInvestmentAccount[] | undefined;
  loans?: readonly TLoan[] | undefined;
  properties?: readonly TProperty[] | undefined;
  expenses?: readonly TExpense[] | undefined;
};

type Owned = { id: string; ownerId: string };

function choices<T extends Owned>(
  kind: TAdvisorLinkKind,
  items: readonly T[] | undefined,
  label: (item: T) => string,
  ownerId: string,
): LinkChoice[] {
  return (items ?? [])
    .filter((item) => item.ownerId === ownerId)
    .map((item) => ({ kind, id: item.id, label: label(item) }));
}

/**
 * What an advisor of household `ownerId` may be linked to (the server refuses other households'
 * items), grouped by kind, sorted by name and named as the other screens name them. Links the
 * advisor already has stay on offer even when their item is not listed, so saving never drops one.
 */
export function linkChoiceGroups(
  lists: LinkLists,
  ownerId: string,
  current: TAdvisor['links'] = [],
): LinkChoiceGroup[] {
  const byKind: Record<TAdvisorLinkKind, LinkChoice[]> = {
    asset: choices(
      'asset',
      lists.assets,
      (asset) => `${asset.institutionName} · ${asset.accountName}`,
      ownerId,
    ),
    investment: choices(
      'investment',
      lists.investments,
      (account) => `${account.institutionName} · ${account.accountName}`,
      ownerId,
    ),
    loan: choices(
      'loan',
      lists.loans,
      (loan) => `${loan.lender} · ${LOAN_TYPE_LABELS[loan.loanType]}`,
      ownerId,
    ),
    property: choices(
      'property',
      lists.properties,
      (property) =>
        property.kind === 'vehicle'
          ? vehicleLabel(property)
          : property.name || property.address.full,
      ownerId,
    ),
    expense: choices(
      'expense',
      lists.expenses?.filter((expense) => expense.category === 'insurance'),
      (policy) => (policy.entityName ? `${policy.vendor} · ${policy.entityName}` : policy.vendor),
      ownerId,
    ),
  };
  for (const link of current) {
    const group = byKind[link.kind];
    if (!group.some((choice) => linkKey(choice) === linkKey(link))) group.push(link);
  }
  return ADVISOR_LINK_KINDS.filter((kind) => byKind[kind].length > 0).map((kind) => ({
    kind,
    label: LINK_KIND_LABELS[kind],
    choices: byKind[kind].sort((a, b) => a.label.localeCompare(b.label)),
  }));
}
