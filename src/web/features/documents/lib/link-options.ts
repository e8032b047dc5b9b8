import { CATEGORY_LABELS } from '@shared/finance/categories';
import type { TAsset } from '@shared/finance/asset-schemas';
import type { TExpense } from '@shared/finance/expense-schemas';
import { LOAN_TYPE_LABELS, type TLoan } from '@shared/finance/loan-schemas';
import { vehicleLabel, type TProperty } from '@shared/finance/property-schemas';
import type { TDocument, TDocumentLink } from '@shared/documents/document-schemas';

type LinkKind = TDocumentLink['kind'];
export type LinkOption = { value: string; label: string };
export type LinkOptionGroup = { kind: LinkKind; label: string; options: LinkOption[] };

const GROUP_LABELS: Record<LinkKind, string> = {
  asset: 'Financial accounts',
  loan: 'Loans',
  property: 'Properties',
  expense: 'Obligations',
  advisor: 'Advisors',
};

/** A link as one <select> value ("loan:1f…"); '' is "not linked". */
export function linkValue(link: Pick<TDocumentLink, 'kind' | 'id'> | null): string {
  return link ? `${link.kind}:${link.id}` : '';
}

export function parseLinkValue(value: string): TDocumentLink | null {
  const separator = value.indexOf(':');
  if (separator < 1) return null;
  const kind = value.slice(0, separator);
  const id = value.slice(separator + 1);
  return kind in GROUP_LABELS && id ? { kind: kind as LinkKind, id } : null;
}

type Lists = {
  assets?: readonly TAsset[] | undefined;
  loans?: readonly TLoan[] | undefined;
  properties?: readonly TProperty[] | undefined;
  expenses?: readonly TExpense[] | undefined;
};

function propertyLabel(property: TProperty): string {
  return property.kind === 'home' ? property.name || property.address.full : vehicleLabel(property);
}

/**
 * What a document can be linked to in the selected households, grouped by kind and named as the
 * other screens name them. The current link stays offered even when its item is not among the
 * lists (another household, an advisor), so saving the form never drops it silently.
 */
export function linkOptionGroups(lists: Lists, current: TDocument['link']): LinkOptionGroup[] {
  const groups: Record<LinkKind, LinkOption[]> = {
    asset: (lists.assets ?? []).map((asset) => ({
      value: linkValue({ kind: 'asset', id: asset.id }),
      label: `${asset.institutionName} · ${asset.accountName}`,
    })),
    loan: (lists.loans ?? []).map((loan) => ({
      value: linkValue({ kind: 'loan', id: loan.id }),
      label: `${loan.lender} · ${LOAN_TYPE_LABELS[loan.loanType]}`,
    })),
    property: (lists.properties ?? []).map((property) => ({
      value: linkValue({ kind: 'property', id: property.id }),
      label: propertyLabel(property),
    })),
    expense: (lists.expenses ?? []).map((expense) => ({
      value: linkValue({ kind: 'expense', id: expense.id }),
      label: `${expense.vendor} · ${CATEGORY_LABELS[expense.category]}`,
    })),
    advisor: [],
  };
  if (current) {
    const value = linkValue(current);
    const group = groups[current.kind];
    if (!group.some((option) => option.value === value))
      group.unshift({ value, label: current.label });
  }
  return (Object.keys(groups) as LinkKind[])
    .filter((kind) => groups[kind].length > 0)
    .map((kind) => ({ kind, label: GROUP_LABELS[kind], options: groups[kind] }));
}
