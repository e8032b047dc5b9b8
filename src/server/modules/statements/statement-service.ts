import { isoDay } from '@shared/finance/household-summary';
import type { TDetectedSeries, TStatementsDetectResponse } from '@shared/statements/statement-api';
import type {
  TRecurringSeries,
  TStatement,
  TStatementAccount,
} from '@shared/statements/statement-types';
import type { Access } from '../../auth/access';
import type { Actor } from '../../auth/actor';
import type { Database } from '../../db/client';
import type { Logger } from '../../logger';
import { payingAccounts, type PayingAccount } from '../assets/paying-account-rows';
import type { ActivityLog } from '../family/activity-log';
import { importSummary } from './import-summary';
import { createIncomeService } from './income-service';
import { obligationCandidates } from './obligation-candidates';
import { payingAccountFor } from './paying-accounts';
import { readStatements } from './read-statements';
import { proposeForSeries } from './series-matching';
import { seriesKeys } from './series-keys';
import type { StatementUpload } from './statement-upload';
import { dedupeTransactions } from './reading/dedupe-transactions';
import { detectRecurring } from './recurring/detect-recurring';

export type StatementServiceDeps = {
  db: Database;
  access: Access;
  activity: ActivityLog;
  logger?: Logger;
  now?: () => Date;
};

/** Bills first, then income, then transfers; the detector's order within each. */
const KIND_ORDER: Record<TRecurringSeries['kind'], number> = { bill: 0, income: 1, transfer: 2 };

/**
 * Bank and card statements (issue 41): the files are read in memory, the recurring series found
 * in them, and each bill compared with the household's obligations. Nothing of the statements is
 * stored; only the obligations a person then saves through the ordinary routes are kept, and the
 * pay series they keep as the household's income (`income`).
 */
export function createStatementService(deps: StatementServiceDeps) {
  const { db, access, activity, logger } = deps;
  const now = deps.now ?? (() => new Date());

  /** The household's account each statement is of, when the person may read its accounts. */
  function accountsByLabel(
    statements: readonly TStatement[],
    accounts: readonly PayingAccount[],
  ): Map<string, TDetectedSeries['payingAccount']> {
    const byLabel = new Map<string, TStatementAccount>(
      statements.map((statement) => [statement.account.label, statement.account]),
    );
    return new Map(
      [...byLabel].map(([label, account]) => [label, payingAccountFor(account, accounts)]),
    );
  }

  return {
    /** The pay the person keeps from a review (the only thing of the statements stored). */
    income: createIncomeService({ db, access, activity }),

    /**
     * Reads the statements `receive` brings (after the household is settled, so a refused
     * request reads nothing) for `requestedOwner`'s household, one that the actor may add
     * obligations to (404 otherwise): each file's outcome, and the series found in them all.
     */
    async detect(
      actor: Actor,
      receive: () => Promise<StatementUpload>,
      requestedOwner?: string,
    ): Promise<TStatementsDetectResponse> {
      const ownerId = await access.ownerIdForWrites(actor, requestedOwner, 'expenses');
      const readAccounts = (await access.readableOwnerIds(actor, 'accounts')).includes(ownerId);
      const upload = await receive();
      const { outcomes, statements } = readStatements(upload, logger);
      const found = detectRecurring(dedupeTransactions(statements), { today: isoDay(now()) });
      const series = found
        .map((each, index) => ({ each, index }))
        .sort((a, b) => KIND_ORDER[a.each.kind] - KIND_ORDER[b.each.kind] || a.index - b.index)
        .map(({ each }) => each);

      const [obligations, accounts] = await Promise.all([
        obligationCandidates(db, ownerId),
        readAccounts ? payingAccounts(db, ownerId) : [],
      ]);
      const proposals = proposeForSeries(series, obligations);
      const paidFrom = accountsByLabel(statements, accounts);
      const keys = seriesKeys(series);
      await activity.importedStatements(
        actor,
        ownerId,
        importSummary(outcomes, statements, series),
      );
      return {
        files: outcomes,
        series: series.map((each, index) => ({
          ...each,
          key: keys[index] ?? String(index),
          payingAccount: each.kind === 'bill' ? (paidFrom.get(each.account) ?? null) : null,
          ...(proposals[index] ?? { match: null, proposal: 'add' }),
        })),
      };
    },
  };
}

export type StatementService = ReturnType<typeof createStatementService>;
