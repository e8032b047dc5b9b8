import type { TExpense } from '@shared/finance/expense-schemas';
import { monthlyEquivalentCents } from '@shared/finance/frequency';
import type { TLoan } from '@shared/finance/loan-schemas';
import { vehicleLabel, type TProperty } from '@shared/finance/property-schemas';

export type PropertyFinances = {
  loans: TLoan[];
  loanBalanceCents: number;
  /** Value − what the linked loans still owe (negative when under water). */
  equityCents: number;
  obligations: TExpense[];
  /** Monthly equivalent of the obligations (unrounded: round once at display). */
  monthlyCents: number;
};

/** Loans are linked to a property explicitly (`propertyId`). */
export function linkedLoans(property: TProperty, loans: readonly TLoan[]): TLoan[] {
  return loans.filter((loan) => loan.propertyId === property.id);
}

/**
 * Obligations carry no property id; they name their home by address and their vehicle by entity
 * name, so that is how they are matched: a home's home-category bills at exactly its address, a
 * vehicle's auto bills under exactly its name (`vehicleLabel`).
 */
export function matchingObligations(
  property: TProperty,
  expenses: readonly TExpense[],
): TExpense[] {
  if (property.kind === 'home') {
    return expenses.filter(
      (expense) => expense.category === 'home' && expense.address?.full === property.address.full,
    );
  }
  const label = vehicleLabel(property);
  return expenses.filter((expense) => expense.category === 'auto' && expense.entityName === label);
}

export function propertyFinances(
  property: TProperty,
  loans: readonly TLoan[],
  expenses: readonly TExpense[],
): PropertyFinances {
  const linked = linkedLoans(property, loans);
  const obligations = matchingObligations(property, expenses);
  const loanBalanceCents = linked.reduce((sum, loan) => sum + loan.outstandingBalanceCents, 0);
  return {
    loans: linked,
    loanBalanceCents,
    equityCents: property.estimatedValueCents - loanBalanceCents,
    obligations,
    monthlyCents: obligations.reduce(
      (sum, expense) => sum + monthlyEquivalentCents(expense.costCents, expense.frequency),
      0,
    ),
  };
}

/** The properties' value, the loans against them, and the equity left. */
export function propertyTotals(
  properties: readonly TProperty[],
  loans: readonly TLoan[],
): { valueCents: number; loansCents: number; equityCents: number } {
  const ids = new Set(properties.map((property) => property.id));
  const valueCents = properties.reduce((sum, property) => sum + property.estimatedValueCents, 0);
  const loansCents = loans
    .filter((loan) => loan.propertyId !== null && ids.has(loan.propertyId))
    .reduce((sum, loan) => sum + loan.outstandingBalanceCents, 0);
  return { valueCents, loansCents, equityCents: valueCents - loansCents };
}

/** A home by its name or else its address; a vehicle by the name its obligations use. */
export function propertyTitle(property: TProperty): string {
  return property.kind === 'vehicle'
    ? vehicleLabel(property)
    : property.name || property.address.full;
}
