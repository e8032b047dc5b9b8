import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import {
  POSITION_FORMAT_INSTITUTIONS,
  type TParsedHolding,
  type TPositionsImportResult,
  type TPositionsPreview,
} from '@shared/investments/positions-import-schemas';
import { parsePositionsCsv } from '@shared/investments/positions-csv/parse-positions';
import type { z } from 'zod';
import type { ZPositionsImportRequest } from '@shared/investments/positions-import-schemas';
import { holdings, investmentAccounts } from '../../db/schema';
import type { Database } from '../../db/client';
import type { Access } from '../../auth/access';
import type { Actor } from '../../auth/actor';
import { AppError } from '../../http/app-error';
import type { ActivityLog } from '../family/activity-log';
import { recordPrices, refreshHoldingPrices, type PriceSnapshot } from './holding-prices';
import { isoDay } from '@shared/finance/household-summary';
import { holdingColumns } from './holding-columns';
import type { FieldCipher } from '../../platform/crypto/field-encryption';
import {
  importedNumberColumns,
  matchFileAccount,
  mendedNumberColumns,
} from './file-account-number';

type ImportRequest = z.output<typeof ZPositionsImportRequest>;

/** How a file's holding finds the one it updates in an account: its symbol, else its name. */
function matchKey(holding: { symbol: string | null; name: string }): string {
  return holding.symbol ? `s:${holding.symbol.toUpperCase()}` : `n:${holding.name.toLowerCase()}`;
}

/**
 * Positions files from brokerages (issue 13): a preview that saves nothing and shows every bad
 * row, then an import of the good rows into the accounts the person chose. Both go to a household
 * the person may add to, like any new row.
 */
export function createPositionsImport(deps: {
  db: Database;
  access: Access;
  activity: ActivityLog;
  cipher: FieldCipher;
  now?: () => Date;
}) {
  const { db, access, activity, cipher } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    async preview(actor: Actor, csv: string, requestedOwner?: string): Promise<TPositionsPreview> {
      const ownerId = await access.ownerIdForWrites(actor, requestedOwner, 'investments');
      const parsed = parsePositionsCsv(csv);
      const institution = POSITION_FORMAT_INSTITUTIONS[parsed.format];
      const stored = await db
        .select({
          id: investmentAccounts.id,
          institutionName: investmentAccounts.institutionName,
          sealed: investmentAccounts.accountNumberSealed,
          last4: investmentAccounts.accountNumberLast4,
        })
        .from(investmentAccounts)
        .where(eq(investmentAccounts.userId, ownerId));
      const sameInstitution = (name: string) =>
        !institution || name.toLowerCase().includes(institution.split(' ')[0]!.toLowerCase());
      const matches = Object.fromEntries(
        parsed.accounts.map((account) => [
          account.key,
          matchFileAccount(cipher, account, stored, sameInstitution),
        ]),
      );
      return { ...parsed, institution, matches };
    },

    async import(
      actor: Actor,
      request: ImportRequest,
      requestedOwner?: string,
    ): Promise<TPositionsImportResult> {
      const ownerId = await access.ownerIdForWrites(actor, requestedOwner, 'investments');
      const parsed = parsePositionsCsv(request.csv);
      const asOf = parsed.asOf ?? isoDay(now());
      const existingIds = request.assignments.flatMap((each) =>
        each.accountId ? [each.accountId] : [],
      );
      const owned =
        existingIds.length === 0
          ? []
          : await db
              .select({ id: investmentAccounts.id, sealed: investmentAccounts.accountNumberSealed })
              .from(investmentAccounts)
              .where(
                and(
                  inArray(investmentAccounts.id, existingIds),
                  eq(investmentAccounts.userId, ownerId),
                ),
              );
      if (owned.length !== new Set(existingIds).size)
        throw AppError.notFound('This investment account does not exist.');

      assertAssignable(
        request,
        parsed.accounts.map((account) => account.key),
      );
      const fileAccount = (key: string) => parsed.accounts.find((account) => account.key === key);
      const result = { accountsCreated: 0, holdingsAdded: 0, holdingsUpdated: 0, rowsSkipped: 0 };
      let importedRows = 0;
      await db.transaction(async (tx) => {
        const snapshots: PriceSnapshot[] = [];
        const importedKeys = new Set<string>();
        for (const assignment of request.assignments) {
          let accountId: string;
          if ('newAccount' in assignment) {
            const [created] = await tx
              .insert(investmentAccounts)
              .values({
                userId: ownerId,
                ...assignment.newAccount,
                ...importedNumberColumns(cipher, fileAccount(assignment.accountKey)),
              })
              .returning({ id: investmentAccounts.id });
            if (!created) throw new Error('The new account was not saved');
            accountId = created.id;
            result.accountsCreated += 1;
          } else {
            accountId = assignment.accountId;
            const mended = mendedNumberColumns(
              cipher,
              fileAccount(assignment.accountKey),
              owned.find((row) => row.id === accountId)?.sealed ?? null,
            );
            if (Object.keys(mended).length > 0)
              await tx
                .update(investmentAccounts)
                .set({ ...mended, updatedAt: now() })
                .where(eq(investmentAccounts.id, accountId));
          }
          const current = await tx
            .select({ id: holdings.id, symbol: holdings.symbol, name: holdings.name })
            .from(holdings)
            .where(and(eq(holdings.accountId, accountId), eq(holdings.userId, ownerId)));
          const byKey = new Map(current.map((row) => [matchKey(row), row.id]));
          const good = parsed.rows.flatMap((row) =>
            row.accountKey === assignment.accountKey && row.holding ? [row.holding] : [],
          );
          importedRows += good.length;
          for (const holding of mergeRepeats(good)) {
            const existingId = byKey.get(matchKey(holding));
            const id = existingId ?? randomUUID();
            const columns = holdingColumns(holding, id);
            importedKeys.add(columns.priceKey);
            if (existingId) {
              // A file says how many and (often) what was paid; what a holding is, and a cost
              // basis the file leaves out, stay as the household recorded them.
              const { assetClass: _kept, costBasisCents, ...fromFile } = columns;
              await tx
                .update(holdings)
                .set({
                  ...fromFile,
                  ...(costBasisCents === null ? {} : { costBasisCents }),
                  updatedAt: now(),
                })
                .where(eq(holdings.id, id));
              result.holdingsUpdated += 1;
            } else {
              await tx.insert(holdings).values({ id, accountId, userId: ownerId, ...columns });
              byKey.set(matchKey(holding), id);
              result.holdingsAdded += 1;
            }
            if (holding.priceMicros !== null)
              snapshots.push({
                priceKey: columns.priceKey,
                asOf,
                priceMicros: holding.priceMicros,
                source: 'import',
              });
          }
        }
        await recordPrices(tx, ownerId, snapshots);
        // Holdings the file gave no price still show the household's latest price of their symbol.
        const priced = new Set(snapshots.map((snapshot) => snapshot.priceKey));
        await refreshHoldingPrices(
          tx,
          ownerId,
          [...importedKeys].filter((key) => !priced.has(key)),
        );
      });
      result.rowsSkipped = parsed.rows.length - importedRows;
      await activity.changed(
        actor,
        ownerId,
        result.holdingsAdded > 0 ? 'create' : 'update',
        'investments',
        `Positions from a CSV file: ${result.holdingsAdded} added, ${result.holdingsUpdated} updated`,
      );
      return result;
    },
  };
}

/** Each of the file's accounts goes to one place, and only accounts the file has. */
function assertAssignable(request: ImportRequest, fileAccounts: readonly string[]): void {
  const keys = request.assignments.map((assignment) => assignment.accountKey);
  if (new Set(keys).size !== keys.length)
    throw AppError.validation({ assignments: 'Each account of the file goes to one account' });
  if (keys.some((key) => !fileAccounts.includes(key)))
    throw AppError.validation({ assignments: 'The file has no such account' });
}

/**
 * One holding per symbol (or name) and account: a file that lists a position twice (say, in the
 * cash and the margin part of an account) holds both, so quantities and cost bases add up.
 */
function mergeRepeats(rows: readonly TParsedHolding[]): TParsedHolding[] {
  const merged = new Map<string, TParsedHolding>();
  for (const row of rows) {
    const seen = merged.get(matchKey(row));
    if (!seen) merged.set(matchKey(row), { ...row });
    else {
      seen.quantity = Math.round((seen.quantity + row.quantity) * 1e8) / 1e8;
      seen.costBasisCents =
        seen.costBasisCents === null || row.costBasisCents === null
          ? null
          : seen.costBasisCents + row.costBasisCents;
      seen.priceMicros = row.priceMicros ?? seen.priceMicros;
    }
  }
  return [...merged.values()];
}

export type PositionsImport = ReturnType<typeof createPositionsImport>;
