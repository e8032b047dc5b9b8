import { ADVISOR_ROLE_LABELS, type TAdvisor } from '@shared/advisors/advisor-schemas';
import { CATEGORY_LABELS } from '@shared/finance/categories';
import type { TAsset } from '@shared/finance/asset-schemas';
import type { TExpense } from '@shared/finance/expense-schemas';
import { LOAN_TYPE_LABELS, type TLoan } from '@shared/finance/loan-schemas';
import { vehicleLabel, type TProperty } from '@shared/finance/property-schemas';
import type { TInvestmentAccount } from '@shared/investments/investment-schemas';
import {
  DOCUMENT_LINK_KINDS,
  type TDocument,
  type TDocumentLink,
} from '@shared/documents/document-schemas';

type KnownKind = TDocumentLink['kind'];
export type LinkOption = { value: string; label: string };
export type LinkOptionGroup = { kind: TDocumentLink['kind']; label: string; options: LinkOption[] };

const GROUP_LABELS: Record<KnownKind, string> = {
  asset: 'Financial accounts',
  investment: 'Investment accounts',
  loan: 'Loans',
  property: 'Properties',
  expense: 'Obligations',
  advisor: 'Advisors',
};

/** Only the kinds the server links, so the picker never offers a link it would refuse. */
function isOffered(kind: string): kind is TDocumentLink['kind'] {
  return (DOCUMENT_LINK_KINDS as readonly string[]).includes(kind);
}

/** A link as one <select> value ("loan:1f…"); '' is "not linked". */
export function linkValue(link: { kind: KnownKind; id: string } | null): string {
  return link ? `${link.kind}:${link.id}` : '';
}

export function parseLinkValue(value: string): TDocumentLink | null {
  const separator = value.indexOf(':');
  if (separator < 1) return null;
  const kind = value.slice(0, separator);
  const id = value.slice(separator + 1);
  return isOffered(kind) && id ? { kind, id } : null;
}

type Lists = {
  assets?: readonly TAsset[] | undefined;
  investments?: readonly TInvestmentAccount[] | undefined;
  loans?: readonly TLoan[] | undefined;
  properties?: readonly TProperty[] | undefined;
  expenses?: readonly TExpense[] | undefined;
  advisors?: readonly TAdvisor[] | undefined;
};

function propertyLabel(property: TProperty): string {
  return property.kind === 'home' ? property.name || property.address.full : vehicleLabel(property);
}

function options<T extends { id: string }>(
  kind: KnownKind,
  items: readonly T[] | undefined,
  label: (item: T) => string,
): LinkOption[] {
  return (items ?? []).map((item) => ({
    value: linkValue({ kind, id: item.id }),
    label: label(item),
  }));
}

/**
 * What a document can be linked to in the selected households, grouped by kind and named as the
 * other screens name them (an advisor by name and role). The current link stays offered even when
 * its item is not among the lists (another household), so saving the form never drops it silently.
 */
export function linkOptionGroups(lists: Lists, current: TDocument['link']): LinkOptionGroup[] {
  const groups: Record<KnownKind, LinkOption[]> = {
    asset: options(
      'asset',
      lists.assets,
      (asset) => `${asset.institutionName} · ${asset.accountName}`,
    ),
    investment: options(
      'investment',
      lists.investments,
      (account) => `${account.institutionName} · ${account.accountName}`,
    ),
    loan: options(
      'loan',
      lists.loans,
      (loan) => `${loan.lender} · ${LOAN_TYPE_LABELS[loan.loanType]}`,
    ),
    property: options('property', lists.properties, propertyLabel),
    expense: options(
      'expense',
      lists.expenses,
      (expense) => `${expense.vendor} · ${CATEGORY_LABELS[expense.category]}`,
    ),
    advisor: options(
      'advisor',
      lists.advisors,
      (advisor) => `${advisor.name} · ${ADVISOR_ROLE_LABELS[advisor.role]}`,
    ),
  };
  if (current) {
    const value = linkValue(current);
    const group = groups[current.kind];
    if (!group.some((option) => option.value === value))
      group.unshift({ value, label: current.label });
  }
  return DOCUMENT_LINK_KINDS.filter((kind) => groups[kind].length > 0).map((kind) => ({
    kind,
    label: GROUP_LABELS[kind],
    options: groups[kind],
  }));
}
