/**
 * Accuracy with each issuer held out (issue 36): for every issuer of the corpus, the dictionary of
 * known billers without that issuer (the reader is run so) and the confidence thresholds fitted
 * on the other issuers' bills alone, then that issuer's bills judged. Nothing fitted has seen the
 * bills it is judged on; the hand-written rules are another matter, said in bench/README.md.
 */
import { nameKey } from '../../src/server/modules/bills/fields/company-name';
import type { BillFields } from '../../src/server/modules/bills/fields/bill-fields';
import {
  THRESHOLD_FIELDS,
  withThresholds,
  type FieldThresholds,
  type ThresholdField,
} from '../../src/server/modules/bills/fields/field-thresholds';
import {
  KNOWN_BILLERS,
  type KnownBiller,
} from '../../src/server/modules/bills/fields/known-billers';
import {
  judgeBill,
  SCORED_FIELDS,
  type BillLabel,
  type Outcome,
  type ScoredField,
} from './bill-accuracy';

/** A bill read without thresholds, with its labels. */
export type ReadBill = { label: BillLabel; fields: BillFields | null };
export type HeldOutResult = { issuer: string; file: string; outcome: Record<ScoredField, Outcome> };

const SCORED_AS: Record<ThresholdField, ScoredField> = {
  vendor: 'vendor',
  cost: 'amount',
  accountNumber: 'account_number',
  dueDate: 'due_date',
};
const CANDIDATES = [0, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8];
/** A wrong value costs twice what an empty one does: the person may not notice it. */
const WRONG_COST = 2;

/** The dictionary without the entries of the issuer held out (any of its names). */
export function billersWithout(label: BillLabel): KnownBiller[] {
  const own = new Set([label.vendor, ...label.vendor_aliases].map(nameKey));
  return KNOWN_BILLERS.filter(
    (biller) => ![biller.name, ...biller.aliases].some((name) => own.has(nameKey(name))),
  );
}

/** Per field, the lowest threshold with the most right answers less twice the wrong ones. */
export function fitThresholds(bills: ReadBill[]): FieldThresholds {
  const fitted = {} as FieldThresholds;
  for (const field of THRESHOLD_FIELDS) {
    let best = { threshold: 0, gain: Number.NEGATIVE_INFINITY };
    for (const threshold of CANDIDATES) {
      const gain = bills.reduce((sum, bill) => {
        if (!bill.fields) return sum;
        const thresholds = { ...zero(), [field]: threshold };
        const outcome = judgeBill(withThresholds(bill.fields, thresholds), bill.label)[
          SCORED_AS[field]
        ];
        return sum + (outcome === 'right' ? 1 : outcome === 'wrong' ? -WRONG_COST : 0);
      }, 0);
      if (gain > best.gain) best = { threshold, gain };
    }
    fitted[field] = best.threshold;
  }
  return fitted;
}

function zero(): FieldThresholds {
  return { vendor: 0, cost: 0, accountNumber: 0, dueDate: 0 };
}

const failed = (): Record<ScoredField, Outcome> =>
  Object.fromEntries(SCORED_FIELDS.map((field) => [field, 'empty'])) as Record<
    ScoredField,
    Outcome
  >;

/** Every bill judged with the thresholds fitted without its issuer. */
export function heldOut(bills: ReadBill[]): {
  results: HeldOutResult[];
  thresholds: Map<string, FieldThresholds>;
} {
  const thresholds = new Map<string, FieldThresholds>();
  const results = bills.map(({ label, fields }) => {
    let fitted = thresholds.get(label.vendor);
    if (!fitted) {
      fitted = fitThresholds(bills.filter((bill) => bill.label.vendor !== label.vendor));
      thresholds.set(label.vendor, fitted);
    }
    return {
      issuer: label.vendor,
      file: label.file,
      outcome: fields ? judgeBill(withThresholds(fields, fitted), label) : failed(),
    };
  });
  return { results, thresholds };
}

function share(results: HeldOutResult[], fields: readonly ScoredField[], outcome: Outcome) {
  const total = results.length * fields.length;
  const count = results.reduce(
    (sum, result) => sum + fields.filter((field) => result.outcome[field] === outcome).length,
    0,
  );
  return {
    count,
    total,
    text: total === 0 ? '—' : `${((100 * count) / total).toFixed(1)}% (${count}/${total})`,
  };
}

/** The held-out table: per issuer and field the share right, then overall, wrong and empty. */
export function heldOutTable(title: string, results: HeldOutResult[]): string {
  const rows = [
    `\n#### ${title}: ${results.length} bills, each issuer held out\n`,
    `| held out | ${SCORED_FIELDS.join(' | ')} | all fields |`,
    `| --- | ${SCORED_FIELDS.map(() => '---').join(' | ')} | --- |`,
  ];
  for (const issuer of new Set(results.map((result) => result.issuer))) {
    const held = results.filter((result) => result.issuer === issuer);
    rows.push(
      `| ${issuer} | ${SCORED_FIELDS.map((field) => share(held, [field], 'right').text).join(' | ')} | **${share(held, SCORED_FIELDS, 'right').text}** |`,
    );
  }
  rows.push(
    `| **all** | ${SCORED_FIELDS.map((field) => share(results, [field], 'right').text).join(' | ')} | **${share(results, SCORED_FIELDS, 'right').text}** |`,
  );
  rows.push(
    `| wrong | ${SCORED_FIELDS.map((field) => share(results, [field], 'wrong').count).join(' | ')} | ${share(results, SCORED_FIELDS, 'wrong').count} |`,
  );
  rows.push(
    `| empty | ${SCORED_FIELDS.map((field) => share(results, [field], 'empty').count).join(' | ')} | ${share(results, SCORED_FIELDS, 'empty').count} |`,
  );
  for (const result of results) {
    const off = SCORED_FIELDS.filter((field) => result.outcome[field] !== 'right');
    if (off.length > 0)
      rows.push(
        `  ${result.file}: ${off.map((field) => `${field} ${result.outcome[field]}`).join(', ')}`,
      );
  }
  return rows.join('\n');
}
