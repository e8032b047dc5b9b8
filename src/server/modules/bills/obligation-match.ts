import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { TMatchedObligation, TMatchReason } from '@shared/bills/bill-schemas';
import { lastFour } from '@shared/finance/sensitive-number';
import { isSameStreetAddress, streetKey, streetOfLine } from '@shared/finance/street-address';
import type { Queryable } from '../../db/owned-rows';
import { expenses } from '../../db/schema';
import type { FieldCipher } from '../../platform/crypto/field-encryption';

/** "Atmos Energy, Inc." and "ATMOS ENERGY" are one vendor: letters and digits only, lower case. */
export function vendorKey(vendor: string): string {
  return vendor
    .toLowerCase()
    .replace(/\b(inc|llc|co|corp|corporation|company)\b\.?/g, '')
    .replace(/[^a-z0-9]/g, '');
}

/** Words many vendors share: they say what a vendor sells, not which one it is. */
const COMMON_WORDS = new Set([
  'water',
  'power',
  'energy',
  'electric',
  'electricity',
  'light',
  'utility',
  'utilities',
  'service',
  'services',
  'municipal',
  'city',
  'county',
  'district',
  'authority',
  'wireless',
  'mobile',
  'communications',
  'internet',
  'cable',
  'phone',
  'telephone',
  'insurance',
  'mutual',
  'natural',
  'bank',
  'national',
  'american',
]);

/** The words of a vendor's name that tell it from others ("lakeside" of "Lakeside Water"). */
function distinctiveWords(vendor: string): string[] {
  return vendor
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 4 && !COMMON_WORDS.has(word));
}

/**
 * One vendor written two ways, where a second fact (the account's last 4, the service address)
 * already ties the bill to the obligation: the same key, or a distinctive word in common
 * ("Lakeside Water" and "LAKESIDE MUNICIPAL WATER").
 */
export function vendorsAgree(a: string, b: string): boolean {
  if (vendorKey(a) === vendorKey(b)) return true;
  const words = new Set(distinctiveWords(a));
  return distinctiveWords(b).some((word) => words.has(word));
}

/** An account number as compared: letters and digits only, upper case ("118-2045-33" = "118204533"). */
function accountKey(value: string | null | undefined): string | null {
  const key = value?.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
  return key || null;
}

/**
 * A stored number that cannot be opened (sealed under another key) still is a number: '' compares
 * equal to no bill's, and one unreadable row does not fail the bill.
 */
function openSealed(cipher: FieldCipher, sealed: string): string {
  try {
    return cipher.decrypt(sealed);
  } catch {
    return '';
  }
}

/** What a bill says that can tie it to an obligation. */
export type BillForMatching = {
  vendor: string | null;
  accountNumber: string | null;
  serviceAddress: string | null;
  /** The obligation this very file was saved to before (by its hash), if any. */
  savedTo: string | null;
};

/** One of the household's obligations, as matching reads it. */
export type MatchCandidate = {
  id: string;
  vendor: string;
  costCents: number;
  last4: string | null;
  /** The whole vendor account number, when the obligation has it (opened only to compare). */
  accountNumber: () => string | null;
  addressStreet: string | null;
  addressZip: string | null;
  addressFull: string | null;
};

/**
 * The obligation a bill is for, among the household's (newest first), and why (issue 36):
 * 1. the obligation the same file was saved to;
 * 2. the same account number: all of it, or its last 4 where the obligation keeps only those
 *    (then a vendor that does not agree rules it out: last 4 alone often recur);
 * 3. the same vendor at the same service address, where account numbers do not decide;
 * 4. the same vendor alone, where neither account numbers nor addresses tell them apart.
 * An obligation of the same vendor with another account number or address is another one (one
 * utility can bill a family for two homes), and is never offered.
 */
export function chooseMatch(
  bill: BillForMatching,
  candidates: readonly MatchCandidate[],
): TMatchedObligation | null {
  const found = (row: MatchCandidate, reason: TMatchReason): TMatchedObligation => ({
    id: row.id,
    vendor: row.vendor,
    costCents: row.costCents,
    reason,
    accountLast4: row.last4,
    address: row.addressFull,
  });
  const saved = bill.savedTo ? candidates.find((row) => row.id === bill.savedTo) : undefined;
  if (saved) return found(saved, 'same_file');

  const key = bill.vendor ? vendorKey(bill.vendor) : '';
  const knownVendor = key.length >= 3;
  const sameVendor = (row: MatchCandidate) => knownVendor && vendorKey(row.vendor) === key;
  const likeVendor = (row: MatchCandidate) =>
    knownVendor && bill.vendor !== null && vendorsAgree(bill.vendor, row.vendor);
  const number = accountKey(bill.accountNumber);
  if (number) {
    const last4 = lastFour(number);
    const endingAlike = candidates.filter((row) => accountKey(row.last4) === last4);
    const whole = endingAlike.find((row) => accountKey(row.accountNumber()) === number);
    if (whole) return found(whole, 'account_number');
    const byLast4 = endingAlike.find(
      (row) => row.accountNumber() === null && (!knownVendor || likeVendor(row)),
    );
    if (byLast4) return found(byLast4, 'account_number');
  }

  // Below, an obligation with an account number is another account (it did not match above).
  const unnumbered = candidates.filter((row) => !number || !row.last4);
  const service = bill.serviceAddress ? streetOfLine(bill.serviceAddress) : null;
  const atService = (row: MatchCandidate) =>
    service !== null &&
    row.addressStreet !== null &&
    isSameStreetAddress(service, { street: row.addressStreet, zip: row.addressZip });
  // The same vendor, strictly: a home's water and power bills share its address (and often a
  // city's name, "Portland Water Bureau" and "Portland General Electric").
  const atAddress = unnumbered.find((row) => sameVendor(row) && atService(row));
  if (atAddress) return found(atAddress, 'service_address');
  const serviceKnown = service !== null && streetKey(service.street) !== null;
  const vendorOnly = unnumbered.find(
    (row) =>
      sameVendor(row) &&
      (!serviceKnown || !row.addressStreet || streetKey(row.addressStreet) === null),
  );
  return vendorOnly ? found(vendorOnly, 'vendor') : null;
}

/**
 * The household's obligation a scanned bill is for (chooseMatch), looked for only in `ownerId`'s
 * household: the one the person is adding to, settled by access.ts. Saving the bill then updates
 * it instead of creating a duplicate.
 */
export async function findMatchingObligation(
  db: Queryable,
  cipher: FieldCipher,
  ownerId: string,
  bill: BillForMatching,
): Promise<TMatchedObligation | null> {
  const key = bill.vendor ? vendorKey(bill.vendor) : '';
  const number = accountKey(bill.accountNumber);
  // A cheap first cut in the database; chooseMatch decides.
  const cuts: SQL[] = [];
  if (key.length >= 3) cuts.push(sql`lower(${expenses.vendor}) like ${`%${key.slice(0, 3)}%`}`);
  if (number) cuts.push(sql`upper(${expenses.vendorAccountLast4}) = ${lastFour(number)}`);
  if (bill.savedTo) cuts.push(eq(expenses.id, bill.savedTo));
  if (cuts.length === 0) return null;
  const rows = await db
    .select({
      id: expenses.id,
      vendor: expenses.vendor,
      costCents: expenses.costCents,
      last4: expenses.vendorAccountLast4,
      sealed: expenses.vendorAccountSealed,
      addressStreet: expenses.addressStreet,
      addressZip: expenses.addressZip,
      addressFull: expenses.addressFull,
    })
    .from(expenses)
    .where(and(eq(expenses.userId, ownerId), or(...cuts)))
    .orderBy(desc(expenses.createdAt));
  return chooseMatch(
    bill,
    rows.map(({ sealed, ...row }) => {
      let opened: string | null | undefined;
      return {
        ...row,
        accountNumber: () => (opened ??= sealed ? openSealed(cipher, sealed) : null),
      };
    }),
  );
}
