import type { TDocumentAnalysisReport } from '@shared/admin/admin-api';

type ReviewedField = TDocumentAnalysisReport['fields'][number]['field'];

/** The review screen's own names for the fields (bill review, issue 12). */
export const REVIEWED_FIELD_LABELS: Record<ReviewedField, string> = {
  vendor: 'Vendor',
  cost: 'Amount',
  due_date: 'Due date',
  account_number: 'Account number',
  category: 'Category',
  is_auto_pay: 'Auto-pay',
  bill_date: 'Bill date',
  description: 'Description',
};

/** The bill engine's failure codes (BillFailure on the server) and upload refusals in words. */
const FAILURE_LABELS: Record<string, string> = {
  empty: 'Empty file',
  unsupported: 'Not a supported file type',
  encrypted: 'Password-protected PDF',
  password: 'Password-protected PDF',
  corrupt: 'Damaged or unreadable file',
  timeout: 'Took too long to read',
  'no-text': 'No readable text found',
  'page-shape': 'Page too long and narrow',
  'too-many-pixels': 'Picture over 50 megapixels',
  // Refused at upload, before any reading (processing-runs.ts on the server).
  'refused-too-large': 'Refused at upload: file too large',
  'refused-file-type': 'Refused at upload: not a supported file type',
  'refused-upload-limit': 'Refused at upload: upload limit reached',
};

/** A code this screen does not know yet is shown as it is rather than hidden. */
export function failureLabel(reason: string): string {
  return FAILURE_LABELS[reason] ?? reason;
}

const PLAN_LABELS: Record<string, string> = {
  beta_free: 'Free beta',
  annual: 'Annual',
  lifetime: 'Lifetime',
};

export function planLabel(planType: string): string {
  return PLAN_LABELS[planType] ?? planType;
}

/** The funnel's steps in order, with the column names the tables and the CSV use. */
export const FUNNEL_STEPS = [
  { key: 'registered', label: 'Registered' },
  { key: 'verified', label: 'Verified' },
  { key: 'onboarded', label: 'Onboarded' },
  { key: 'subscribed', label: 'Subscribed' },
] as const;
