import type { TExpense, TExpenseInput } from '@shared/finance/expense-schemas';

/**
 * A saved obligation as the API's full update takes it, every field as the household set it.
 * The vendor account is left out, which keeps the stored (sealed) number. Bill scanning and the
 * statements import change a few fields of it when they update a matched obligation.
 */
export function obligationAsInput(existing: TExpense): TExpenseInput {
  return {
    category: existing.category,
    vendor: existing.vendor,
    costCents: existing.costCents,
    frequency: existing.frequency,
    description: existing.description,
    bankAccount: existing.bankAccount,
    isAutoPay: existing.isAutoPay,
    autoPayDate: existing.autoPayDate,
    website: existing.website,
    documentUrl: existing.documentUrl,
    entityName: existing.entityName,
    homeSubcategory: existing.homeSubcategory,
    outstandingLoanBalanceCents: existing.outstandingLoanBalanceCents,
    address: existing.address
      ? {
          street: existing.address.street,
          city: existing.address.city,
          state: existing.address.state,
          zip: existing.address.zip,
        }
      : null,
  };
}
