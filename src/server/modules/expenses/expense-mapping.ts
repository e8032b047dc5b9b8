import type { TExpense, TExpenseValues, TListedExpense } from '@shared/finance/expense-schemas';
import { addressColumns, addressView } from '../address-columns';
import type { FieldCipher } from '../../platform/crypto/field-encryption';
import { sealNumber } from '../../platform/crypto/sealed-number';
import type { ExpenseListRow, ExpenseResponseRow, NewExpenseRow } from './expense-repository';

/** The column values an obligation's listed fields come from. */
type ListedSource = {
  category: string;
  vendor: string;
  costCents: number;
  frequency: string;
  description: string | null;
  bankAccount: string | null;
  isAutoPay: boolean;
  autoPayDate: number | null;
  website: string | null;
  documentUrl: string | null;
  entityName: string | null;
  homeSubcategory: string | null;
  outstandingLoanBalanceCents: number | null;
  addressStreet: string | null;
  addressCity: string | null;
  addressState: string | null;
  addressZip: string | null;
  addressFull: string | null;
};

/** The fields of an obligation the listed_fields column holds (those its own columns give). */
export type ListedFields = Omit<
  TListedExpense,
  'id' | 'ownerId' | 'createdAt' | 'updatedAt' | 'vendorAccountLast4' | 'linkedLoanId'
>;

/** Column values → its fields as the list sends them: null fields and auto-pay off left out. */
export function listedFields(columns: ListedSource): ListedFields {
  const fields: ListedFields = {
    category: columns.category as TExpense['category'],
    vendor: columns.vendor,
    costCents: columns.costCents,
    frequency: columns.frequency as TExpense['frequency'],
  };
  if (columns.description !== null) fields.description = columns.description;
  if (columns.bankAccount !== null) fields.bankAccount = columns.bankAccount;
  if (columns.isAutoPay) fields.isAutoPay = true;
  if (columns.autoPayDate !== null) fields.autoPayDate = columns.autoPayDate;
  if (columns.website !== null) fields.website = columns.website;
  if (columns.documentUrl !== null) fields.documentUrl = columns.documentUrl;
  if (columns.entityName !== null) fields.entityName = columns.entityName;
  if (columns.homeSubcategory !== null)
    fields.homeSubcategory = columns.homeSubcategory as TExpense['homeSubcategory'];
  if (columns.outstandingLoanBalanceCents !== null)
    fields.outstandingLoanBalanceCents = columns.outstandingLoanBalanceCents;
  const address = addressView(columns);
  if (address) fields.address = address;
  return fields;
}

/** Validated input → column values (the vendor account sealed; omitted means unchanged). */
export function toExpenseColumns(
  input: TExpenseValues,
  cipher: FieldCipher,
): Omit<NewExpenseRow, 'userId'> {
  const vendorAccount = sealNumber(cipher, input.vendorAccount);
  const columns: ListedSource = {
    category: input.category,
    vendor: input.vendor,
    costCents: input.costCents,
    frequency: input.frequency,
    description: input.description,
    bankAccount: input.bankAccount,
    isAutoPay: input.isAutoPay,
    autoPayDate: input.autoPayDate,
    website: input.website,
    documentUrl: input.documentUrl,
    entityName: input.entityName,
    homeSubcategory: input.homeSubcategory,
    outstandingLoanBalanceCents: input.outstandingLoanBalanceCents,
    ...addressColumns(input.address),
  };
  return {
    ...columns,
    ...(vendorAccount
      ? { vendorAccountSealed: vendorAccount.sealed, vendorAccountLast4: vendorAccount.last4 }
      : {}),
    listedFields: JSON.stringify(listedFields(columns)),
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

const utf8 = new TextEncoder();
const UTC_TIMESTAMP = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?\+00$/;

/**
 * PostgreSQL's text of a timestamptz → what Date.toISOString() gives. With the server in UTC (the
 * default) that is moving characters; any other time zone goes through Date.
 */
export function isoTimestamp(text: string): string {
  const utc = UTC_TIMESTAMP.exec(text);
  if (!utc) return new Date(text).toISOString();
  return `${utc[1]}T${utc[2]}.${(utc[3] ?? '').padEnd(3, '0').slice(0, 3)}Z`;
}

/**
 * The body of GET /expenses (ZExpenseList), put together from each row's stored listed fields
 * as JSON bytes: no object per obligation and no JSON.stringify of 5,000 of them. Ids and dates
 * need no escaping (uuids, ISO text); the last 4 is user input and is encoded.
 */
export function toExpenseListJson(rows: readonly ExpenseResponseRow[]): Uint8Array<ArrayBuffer> {
  let json = '{"expenses":[';
  for (let index = 0; index < rows.length; index += 1) {
    const row = rows[index] as ExpenseResponseRow;
    if (index > 0) json += ',';
    json += `{"id":"${row.id}","ownerId":"${row.ownerId}","createdAt":"${isoTimestamp(row.createdAt)}"`;
    if (row.updatedAt !== null) json += `,"updatedAt":"${isoTimestamp(row.updatedAt)}"`;
    // listed_fields is a JSON object; its members go into this one.
    json += `,${row.listedFields.slice(1, -1)}`;
    if (row.vendorAccountLast4 !== null)
      json += `,"vendorAccountLast4":${JSON.stringify(row.vendorAccountLast4)}`;
    if (row.linkedLoanId !== null) json += `,"linkedLoanId":"${row.linkedLoanId}"`;
    json += '}';
  }
  return utf8.encode(`${json}]}`);
}
