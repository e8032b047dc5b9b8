import type { TMergeProposal, TMergeSide } from '@shared/ledger/account-merge-schemas';
import type { TInvestmentAccount } from '@shared/investments/investment-schemas';
import { accountValueCents } from '@shared/investments/valuation';

function normal(text: string | null): string {
  return (text ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The key of a pair in id order, as rejections are stored. */
export function pairKey(a: string, b: string): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}

function sideOf(account: TInvestmentAccount): TMergeSide {
  return {
    id: account.id,
    type: account.type,
    institutionName: account.institutionName,
    accountName: account.accountName,
    accountNumberLast4: account.accountNumberLast4,
    ownerName: account.ownerName,
    valueCents: accountValueCents(account),
    holdingCount: account.holdings.length,
    designated: account.designation !== 'none',
    createdAt: account.createdAt,
  };
}

/** Why a and b may be one account, or null. Different owners named on both are two accounts. */
function reasonFor(a: TInvestmentAccount, b: TInvestmentAccount): TMergeProposal['reason'] | null {
  if (a.ownerId !== b.ownerId) return null;
  if (normal(a.institutionName) !== normal(b.institutionName)) return null;
  if (a.ownerName && b.ownerName && normal(a.ownerName) !== normal(b.ownerName)) return null;
  if (a.accountNumberLast4 && b.accountNumberLast4)
    return a.accountNumberLast4 === b.accountNumberLast4 ? 'same_number' : null;
  return a.type === b.type ? 'number_missing' : null;
}

/** The record that stays: the one with holdings, then with a designation, then the older. */
function keeperFirst(
  a: TInvestmentAccount,
  b: TInvestmentAccount,
): [TInvestmentAccount, TInvestmentAccount] {
  const rank = (account: TInvestmentAccount) => [
    account.holdings.length,
    account.designation === 'none' ? 0 : 1,
  ];
  const [ah, ad] = rank(a);
  const [bh, bd] = rank(b);
  if (ah !== bh) return (ah ?? 0) > (bh ?? 0) ? [a, b] : [b, a];
  if (ad !== bd) return (ad ?? 0) > (bd ?? 0) ? [a, b] : [b, a];
  return a.createdAt <= b.createdAt ? [a, b] : [b, a];
}

/**
 * Pairs of one household's investment-ledger records that may be the same account (issue 40),
 * leaving out pairs the owner said are not. Same number first; each record in one proposal at
 * most, so that answering one never makes another stale.
 */
export function mergeProposals(
  accounts: readonly TInvestmentAccount[],
  rejected: ReadonlySet<string>,
): TMergeProposal[] {
  const candidates: {
    keep: TInvestmentAccount;
    merge: TInvestmentAccount;
    reason: TMergeProposal['reason'];
  }[] = [];
  accounts.forEach((a, index) => {
    for (const b of accounts.slice(index + 1)) {
      const reason = reasonFor(a, b);
      if (!reason || rejected.has(pairKey(a.id, b.id))) continue;
      const [keep, merge] = keeperFirst(a, b);
      candidates.push({ keep, merge, reason });
    }
  });
  candidates.sort(
    (x, y) => Number(x.reason !== 'same_number') - Number(y.reason !== 'same_number'),
  );
  const used = new Set<string>();
  const proposals: TMergeProposal[] = [];
  for (const { keep, merge, reason } of candidates) {
    if (used.has(keep.id) || used.has(merge.id)) continue;
    used.add(keep.id);
    used.add(merge.id);
    proposals.push({ ownerId: keep.ownerId, keep: sideOf(keep), merge: sideOf(merge), reason });
  }
  return proposals;
}
