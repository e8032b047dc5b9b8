import type { TExpense, TExpenseValues } from '@shared/finance/expense-schemas';
import { addressColumns, addressView } from '../address-columns';
import type { FieldCipher } from '../../platform/crypto/field-encryption';
import { sealNumber } from '../../platform/crypto/sealed-number';
import type { ExpenseListRow, NewExpenseRow } from './expense-repository';

/** Validated input → column values (the vendor account sealed; omitted means unchanged). */
export function toExpenseColumns(
  input: TExpenseValues,
  cipher: FieldCipher,
): Omit<NewExpenseRow, 'userId'> {
  const vendorAccount = sealNumber(cipher, input.vendorAccount);
  return {
    category: input.category,
    vendor: input.vendor,
    costCents: input.costCents,
    frequency: input.frequency,
    description: input.description,
    bankAccount: input.bankAccount,
    isAutoPay: input.isAutoPay,
    autoPayDate: input.autoPayDate,
    website: input.website,
    ...(vendorAccount
      ? { vendorAccountSealed: vendorAccount.sealed, vendorAccountLast4: vendorAccount.last4 }
      : {}),
    documentUrl: input.documentUrl,
    entityName: input.entityName,
    homeSubcategory: input.homeSubcategory,
    outstandingLoanBalanceCents: input.outstandingLoanBalanceCents,
    ...addressColumns(input.address),
  };
}

/** A row → what the API shows: never the sealed number, only its last 4. */
export function toExpenseView(row: ExpenseListRow): TExpense {
  return {
    id: row.id,
    ownerId: row.userId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    category: row.category as TExpense['category'],
    vendor: row.vendor,
    costCents: row.costCents,
    frequency: row.frequency as TExpense['frequency'],
    description: row.description,
    bankAccount: row.bankAccount,
    isAutoPay: row.isAutoPay,
    autoPayDate: row.autoPayDate,
    website: row.website,
    vendorAccountLast4: row.vendorAccountLast4,
    documentUrl: row.documentUrl,
    entityName: row.entityName,
    homeSubcategory: row.homeSubcategory as TExpense['homeSubcategory'],
    outstandingLoanBalanceCents: row.outstandingLoanBalanceCents,
    address: addressView(row),
    linkedLoanId: row.linkedLoanId,
  };
}
