import { CATEGORY_LABELS } from '@shared/finance/categories';
import type { TExpense } from '@shared/finance/expense-schemas';
import { vehicleLabel, type TProperty } from '@shared/finance/property-schemas';

export type LinkOption = { id: string; label: string };

/** An obligation by its vendor, with what kind of bill it is: "Wells Fargo (Home · Mortgage)". */
export function obligationLabel(expense: TExpense): string {
  const kind = [CATEGORY_LABELS[expense.category], expense.homeSubcategory]
    .filter(Boolean)
    .join(' · ');
  return `${expense.vendor} (${kind})`;
}

/** A home by its name or address, a vehicle by the name its obligations use. */
export function propertyLabel(property: TProperty): string {
  return property.kind === 'vehicle'
    ? vehicleLabel(property)
    : property.name || property.address.full;
}

/**
 * What a loan may link to: the obligations or properties of the loan's own household (the server
 * refuses others), sorted by name. Adding, the household is not known yet, so all are offered.
 */
export function linkOptions<T extends { id: string; ownerId: string }>(
  items: readonly T[],
  label: (item: T) => string,
  ownerId: string | null,
): LinkOption[] {
  return items
    .filter((item) => ownerId === null || item.ownerId === ownerId)
    .map((item) => ({ id: item.id, label: label(item) }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
