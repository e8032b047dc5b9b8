import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BillFields } from '../../src/server/modules/bills/fields/bill-fields';

/** One bill of labels.json: what a person would enter for it. */
export type BillLabel = {
  file: string;
  vendor: string;
  vendor_aliases: string[];
  amount_due: number;
  account_number: string;
  account_number_digits: string;
  due_date: string;
  bill_date: string | null;
  is_auto_pay: boolean;
  category: string;
  service_address: string | null;
  pages: number;
  notes: string;
};

export const SCORED_FIELDS = [
  'vendor',
  'amount',
  'account_number',
  'due_date',
  'auto_pay',
] as const;
export type ScoredField = (typeof SCORED_FIELDS)[number];

/** The labels of a corpus folder (its labels.json). */
export function loadBillLabels(dir: string): BillLabel[] {
  return JSON.parse(readFileSync(path.join(dir, 'labels.json'), 'utf8')) as BillLabel[];
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Which of the scored fields the rules got right for one bill. */
export function scoreBill(fields: BillFields, label: BillLabel): Record<ScoredField, boolean> {
  const vendor = fields.vendor.value;
  const cost = fields.cost.value;
  const account = fields.accountNumber.value;
  return {
    vendor:
      vendor !== null &&
      [label.vendor, ...label.vendor_aliases].some((name) => sameName(name, vendor)),
    amount: cost !== null && Math.abs(cost - label.amount_due) < 0.005,
    account_number: account !== null && account.replace(/\D/g, '') === label.account_number_digits,
    due_date: fields.dueDate.value === label.due_date,
    auto_pay: fields.isAutoPay.value === label.is_auto_pay,
  };
}

/** A scored field's outcome: right, wrong, or left empty for the person to fill. */
export type Outcome = 'right' | 'wrong' | 'empty';

/** Which scored fields are right, wrong or empty; an empty field is right where the bill has none. */
export function judgeBill(fields: BillFields, label: BillLabel): Record<ScoredField, Outcome> {
  const score = scoreBill(fields, label);
  const values: Record<ScoredField, unknown> = {
    vendor: fields.vendor.value,
    amount: fields.cost.value,
    account_number: fields.accountNumber.value,
    due_date: fields.dueDate.value,
    auto_pay: fields.isAutoPay.value,
  };
  const outcome = (field: ScoredField): Outcome =>
    score[field] ? 'right' : values[field] === null ? 'empty' : 'wrong';
  return {
    vendor: outcome('vendor'),
    amount: outcome('amount'),
    account_number: outcome('account_number'),
    due_date: outcome('due_date'),
    auto_pay: outcome('auto_pay'),
  };
}
