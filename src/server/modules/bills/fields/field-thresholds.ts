import type { BillFields, ExtractedField } from './bill-fields';

/** The fields a value is withheld from when the rules are unsure of it. */
export const THRESHOLD_FIELDS = ['vendor', 'cost', 'accountNumber', 'dueDate'] as const;
export type ThresholdField = (typeof THRESHOLD_FIELDS)[number];

/** Per field, the confidence below which the value is left empty for the person to fill. */
export type FieldThresholds = Record<ThresholdField, number>;

/**
 * Fitted by `npm run bench bills` on the whole dev corpus (bench/support/fit-thresholds.ts: the
 * lowest threshold that maximises right answers minus twice the wrong ones, since a wrong value
 * the person may not notice costs more than an empty one they fill). The benchmark's held-out
 * figures fit them again without each issuer.
 */
export const DEFAULT_THRESHOLDS: FieldThresholds = {
  vendor: 0.5,
  cost: 0.3,
  accountNumber: 0,
  dueDate: 0,
};

/**
 * The fields with every value below its threshold left empty; its confidence and source stay, so
 * the review shows the field as needing a look and what the rules saw.
 */
export function withThresholds(fields: BillFields, thresholds: FieldThresholds): BillFields {
  const unsure = <T>(found: ExtractedField<T | null>, threshold: number) =>
    found.value !== null && found.confidence < threshold ? { ...found, value: null } : found;
  return {
    ...fields,
    vendor: unsure(fields.vendor, thresholds.vendor),
    cost: unsure(fields.cost, thresholds.cost),
    accountNumber: unsure(fields.accountNumber, thresholds.accountNumber),
    dueDate: unsure(fields.dueDate, thresholds.dueDate),
  };
}
