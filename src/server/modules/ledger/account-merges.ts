import { and, eq, inArray } from 'drizzle-orm';
import type { TMergeDecision, TMergeProposal } from '@shared/ledger/account-merge-schemas';
import type { TInvestmentAccount } from '@shared/investments/investment-schemas';
import { accountMergeRejections, holdings, investmentAccounts } from '../../db/schema';
import type { Actor } from '../../auth/actor';
import { AppError } from '../../http/app-error';
import type { HouseholdDeps } from '../household-deps';
import { investmentRows } from '../investments/investment-rows';
import { toAccountView } from '../investments/investment-view';
import { repointAccountLinks } from './account-links';
import { mergeProposals, pairKey } from './merge-proposals';
import { mergedColumns } from './merged-columns';

const NOT_FOUND = 'This investment account does not exist.';

function label(row: { institutionName: string; accountName: string }): string {
  return `${row.institutionName} - ${row.accountName}`;
}

/**
 * Issue 40: records of one account entered twice (on Financial Accounts and on Investments, or
 * imported beside a hand-entered one) are proposed for merging; the owner merges or keeps both.
 * Reading proposals needs the investments section; answering needs the right to change it.
 */
export function createAccountMerges(deps: Pick<HouseholdDeps, 'db' | 'access' | 'activity'>) {
  const { db, access, activity } = deps;

  async function pairOf(actor: Actor, decision: TMergeDecision) {
    if (decision.keepId === decision.mergeId)
      throw AppError.validation({ mergeId: 'Choose two different accounts' });
    const owners = await access.writableOwnerIds(actor, 'investments');
    const [keep] = await db
      .select()
      .from(investmentAccounts)
      .where(
        and(eq(investmentAccounts.id, decision.keepId), inArray(investmentAccounts.userId, owners)),
      );
    const [other] = await db
      .select()
      .from(investmentAccounts)
      .where(
        and(
          eq(investmentAccounts.id, decision.mergeId),
          inArray(investmentAccounts.userId, owners),
        ),
      );
    if (!keep || !other || keep.userId !== other.userId) throw AppError.notFound(NOT_FOUND);
    return { keep, other };
  }

  return {
    async proposals(actor: Actor, requestedOwners?: string[]): Promise<TMergeProposal[]> {
      const ownerIds = await access.selectedOwnerIds(actor, requestedOwners, 'investments');
      const [accounts, rejections] = await Promise.all([
        investmentRows.list(db, ownerIds),
        ownerIds.length === 0
          ? []
          : db
              .select({
                first: accountMergeRejections.firstId,
                second: accountMergeRejections.secondId,
              })
              .from(accountMergeRejections)
              .where(inArray(accountMergeRejections.userId, ownerIds)),
      ]);
      const rejected = new Set(rejections.map((each) => pairKey(each.first, each.second)));
      return mergeProposals(accounts.map(toAccountView), rejected);
    },

    /** Moves the other record's holdings and links onto the kept one, then deletes it. */
    async merge(actor: Actor, decision: TMergeDecision): Promise<TInvestmentAccount> {
      const { keep, other } = await pairOf(actor, decision);
      await db.transaction(async (tx) => {
        await tx
          .update(holdings)
          .set({ accountId: keep.id })
          .where(and(eq(holdings.accountId, other.id), eq(holdings.userId, keep.userId)));
        const { droppedTitling } = await repointAccountLinks(
          tx,
          keep.userId,
          { ledger: 'investments', id: other.id },
          { ledger: 'investments', id: keep.id },
        );
        await tx
          .update(investmentAccounts)
          .set(mergedColumns(keep, other, droppedTitling))
          .where(eq(investmentAccounts.id, keep.id));
        await tx.delete(investmentAccounts).where(eq(investmentAccounts.id, other.id));
      });
      await activity.changed(
        actor,
        keep.userId,
        'update',
        'investments',
        `${label(other)} merged into ${label(keep)}`,
      );
      const merged = await investmentRows.find(db, keep.id, [keep.userId]);
      if (!merged) throw AppError.notFound(NOT_FOUND);
      return toAccountView(merged);
    },

    /** The two records are different accounts: their merge is not proposed again. */
    async keepBoth(actor: Actor, decision: TMergeDecision): Promise<void> {
      const { keep, other } = await pairOf(actor, decision);
      const [firstId, secondId] = keep.id < other.id ? [keep.id, other.id] : [other.id, keep.id];
      await db
        .insert(accountMergeRejections)
        .values({ userId: keep.userId, firstId, secondId })
        .onConflictDoNothing();
    },
  };
}

export type AccountMerges = ReturnType<typeof createAccountMerges>;
