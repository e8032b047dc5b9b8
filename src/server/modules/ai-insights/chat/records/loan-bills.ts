import type {
  HouseholdSnapshot,
  SnapshotLoan,
  SnapshotObligation,
} from '../../snapshot/household-snapshot';
import { normalizeText } from '../text/normalize';

type LoansOf = { loans: readonly SnapshotLoan[]; loanOf: ReadonlyMap<string, SnapshotLoan> };

/**
 * Kept while the snapshot keeps its obligations and loans parts: the bills' cards and the loans'
 * cards both read it.
 */
const LOANS_OF = new WeakMap<readonly SnapshotObligation[], LoansOf>();

/**
 * The loan each obligation pays: by the loan's link to it, or, for a loan linked to none, the
 * only bill from its lender ("Honda Financial Services"), as a property's costs count it.
 */
export function loansByObligation(snapshot: HouseholdSnapshot): ReadonlyMap<string, SnapshotLoan> {
  const { loans, obligations } = snapshot;
  const kept = LOANS_OF.get(obligations);
  if (kept && kept.loans === loans) return kept.loanOf;
  const loanOf = linkLoans(loans, obligations);
  LOANS_OF.set(obligations, { loans, loanOf });
  return loanOf;
}

function linkLoans(
  loans: readonly SnapshotLoan[],
  obligations: readonly SnapshotObligation[],
): Map<string, SnapshotLoan> {
  const loanOf = new Map<string, SnapshotLoan>();
  for (const loan of loans) if (loan.relatedExpenseId) loanOf.set(loan.relatedExpenseId, loan);
  const unlinked = loans.filter((loan) => !loan.relatedExpenseId);
  if (unlinked.length === 0) return loanOf;
  const byVendor = new Map<string, SnapshotObligation[]>();
  for (const obligation of obligations) {
    const vendor = normalizeText(obligation.vendor);
    const bills = byVendor.get(vendor);
    if (bills) bills.push(obligation);
    else byVendor.set(vendor, [obligation]);
  }
  for (const loan of unlinked) {
    const [bill, ...others] = byVendor.get(normalizeText(loan.bankName)) ?? [];
    if (bill && others.length === 0 && !loanOf.has(bill.id)) loanOf.set(bill.id, loan);
  }
  return loanOf;
}
