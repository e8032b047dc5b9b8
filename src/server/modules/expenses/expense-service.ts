import { attachedDocumentId } from '../documents/obligation-attachments';
import type { z } from 'zod';
import {
  EXPENSE_CSV_COLUMNS,
  csvRecordToExpenseInput,
  expenseToCsvValues,
} from '@shared/finance/expense-csv';
import {
  ZExpenseInput,
  type TExpense,
  type TExpenseInput,
  type TExpenseSaved,
} from '@shared/finance/expense-schemas';
import { parseCsv, toCsv } from '@shared/csv';
import type { Actor } from '../../auth/actor';
import { householdListEtag, isCurrent, listEtag, type Listed } from '../../http/list-etag';
import { createListAnswerCache, type ListAnswerCache } from '../../http/list-answer-cache';
import { AppError } from '../../http/app-error';
import { fieldMessages } from '../../http/error-handler';
import type { HouseholdDeps } from '../household-deps';
import type { ObligationAttachments } from '../documents/obligation-attachments';
import {
  deleteExpense,
  findExpense,
  insertExpenses,
  listExpenses,
  preparedExpenseList,
  updateExpense,
} from './expense-repository';
import { toExpenseColumns, toExpenseListJson, toExpenseView } from './expense-mapping';
import { syncMortgageLoan } from './mortgage-link';
import { revealSealedNumber } from '../reveal-number';
import {
  amountAfterUpdate,
  appendAmounts,
  importedDays,
  statementChargeEntries,
} from './amount-history';

export const MAX_IMPORT_ROWS = 5000;

export type ImportRow = { line: number; vendor: string; errors: Record<string, string> };
export type ImportPreview = { rows: ImportRow[]; validCount: number; errorCount: number };

/**
 * An obligation's document lives in the document hub (issue 6); `attachments` keeps them paired.
 * `answers` keeps unchanged list answers (none when not given).
 */
export type ExpenseServiceDeps = HouseholdDeps & {
  attachments: ObligationAttachments;
  answers?: ListAnswerCache;
};

export function createExpenseService({
  db,
  access,
  cipher,
  activity,
  attachments,
  answers = createListAnswerCache(0),
}: ExpenseServiceDeps) {
  const readExpenseList = preparedExpenseList(db);

  async function findWritable(actor: Actor, id: string) {
    const row = await findExpense(db, id, await access.writableOwnerIds(actor, 'expenses'));
    if (!row) throw AppError.notFound('This obligation does not exist.');
    return row;
  }

  /** Validates every row of a CSV file; nothing is saved. */
  function readCsv(csv: string): {
    preview: ImportPreview;
    inputs: z.output<typeof ZExpenseInput>[];
  } {
    const [header = [], ...records] = parseCsv(csv);
    const columns = header.map((name) => name.trim().toLowerCase());
    if (!columns.includes('category') || !columns.includes('vendor')) {
      throw AppError.validation(
        { csv: 'The first line must name the columns, including category and vendor.' },
        'The file has no header row.',
      );
    }
    if (records.length === 0)
      throw AppError.validation({ csv: 'The file has no obligations in it.' });
    if (records.length > MAX_IMPORT_ROWS)
      throw AppError.validation({ csv: `Import at most ${MAX_IMPORT_ROWS} rows at a time.` });
    const rows: ImportRow[] = [];
    const inputs: z.output<typeof ZExpenseInput>[] = [];
    records.forEach((cells, index) => {
      const record = Object.fromEntries(
        columns.map((name, column) => [name, cells[column] ?? '']),
      ) as Record<(typeof EXPENSE_CSV_COLUMNS)[number], string>;
      const parsed = csvRecordToExpenseInput(record);
      let errors = parsed.errors;
      if (parsed.input) {
        const checked = ZExpenseInput.safeParse(parsed.input);
        if (checked.success) inputs.push(checked.data);
        else errors = fieldMessages(checked.error);
      }
      rows.push({ line: index + 2, vendor: record.vendor?.trim() ?? '', errors });
    });
    const errorCount = rows.filter((row) => Object.keys(row.errors).length > 0).length;
    return { preview: { rows, validCount: rows.length - errorCount, errorCount }, inputs };
  }

  async function readableOwners(actor: Actor, requestedOwners?: string[]): Promise<string[]> {
    const ownerIds = await access.selectedOwnerIds(actor, requestedOwners, 'expenses');
    await activity.viewed(actor, ownerIds, 'expenses');
    return ownerIds;
  }

  async function list(actor: Actor, requestedOwners?: string[]): Promise<TExpense[]> {
    const rows = await listExpenses(db, await readableOwners(actor, requestedOwners));
    return rows.map(toExpenseView);
  }

  async function mayChangeDocuments(actor: Actor, ownerId: string): Promise<boolean> {
    return (await access.writableOwnerIds(actor, 'documents')).includes(ownerId);
  }

  /**
   * Saving a home mortgage writes its loan too (spec §4); an advisor not given loans saves the
   * obligation and leaves the loan as it was (issue 35).
   */
  async function mayChangeLoans(actor: Actor, ownerId: string): Promise<boolean> {
    return (await access.writableOwnerIds(actor, 'loans')).includes(ownerId);
  }

  /**
   * Attaching a hub document moves it to the obligation, and detaching deletes it: both change the
   * household's documents, which an advisor may not have been given (issue 35). Keeping the same
   * attachment needs nothing more than the obligation.
   */
  async function assertMayMoveDocuments(
    actor: Actor,
    ownerId: string,
    before: string | null,
    after: string | null | undefined,
  ): Promise<void> {
    const [was, will] = [attachedDocumentId(before), attachedDocumentId(after)];
    if (was === will) return;
    if (!(await mayChangeDocuments(actor, ownerId)))
      throw AppError.notFound('Documents are not shared with you in this household.');
  }

  return {
    list,

    /**
     * The body of GET /expenses (ZExpenseList) as JSON bytes, or only its ETag when the client's
     * copy (If-None-Match) is current.
     */
    async listJson(
      actor: Actor,
      requestedOwners: string[] | undefined,
      ifNoneMatch?: string,
    ): Promise<Listed<Uint8Array<ArrayBuffer>>> {
      const ownerIds = await readableOwners(actor, requestedOwners);
      const kept = answers.get('expenses', ownerIds);
      // The current tag costs one indexed query and no rows. It is asked only when it can
      // answer: the client holds a copy (304), or an answer of this selection is kept; a list
      // read for the first time gets its tag from its own statement below.
      if (kept || ifNoneMatch) {
        const etag = await householdListEtag(db, 'expenses', ownerIds);
        if (isCurrent(ifNoneMatch, etag)) return { etag, items: null };
        if (kept?.etag === etag) return { etag, items: kept.answer };
      }
      // The rows and the tag they belong to come from one statement (a write may land between).
      const { rows, versionTotal } = await readExpenseList(ownerIds);
      const read = {
        etag: listEtag('expenses', ownerIds, versionTotal),
        items: toExpenseListJson(rows),
      };
      answers.set('expenses', ownerIds, { etag: read.etag, answer: read.items });
      return read;
    },

    async create(
      actor: Actor,
      input: z.output<typeof ZExpenseInput>,
      requestedOwner?: string,
    ): Promise<TExpenseSaved> {
      const ownerId = await access.ownerIdForWrites(actor, requestedOwner, 'expenses');
      await assertMayMoveDocuments(actor, ownerId, null, input.documentUrl);
      const documentId = await attachments.check(input.documentUrl, ownerId);
      const syncLoans = await mayChangeLoans(actor, ownerId);
      const saved = await db.transaction(async (tx) => {
        const [row] = await insertExpenses(tx, [
          { ...toExpenseColumns(input, cipher), userId: ownerId },
        ]);
        if (!row) throw new Error('The obligation was not saved');
        await attachments.attach(tx, documentId, row.id, ownerId);
        const charges = statementChargeEntries(row.id, ownerId, input.statementCharges);
        // The cost itself is recorded too unless the latest charge already says it.
        const costRecorded = charges.at(-1)?.amountCents === row.costCents;
        await appendAmounts(tx, [
          ...charges,
          ...(costRecorded
            ? []
            : [
                {
                  obligationId: row.id,
                  userId: ownerId,
                  amountCents: row.costCents,
                  source: input.amountSource,
                  periodStart: input.billDate,
                  documentId,
                },
              ]),
        ]);
        const loan = syncLoans ? await syncMortgageLoan(tx, row) : null;
        return { expense: toExpenseView({ ...row, linkedLoanId: loan?.id ?? null }), loan };
      });
      await activity.changed(actor, ownerId, 'create', 'expenses', saved.expense.vendor);
      return saved;
    },

    async update(
      actor: Actor,
      id: string,
      input: z.output<typeof ZExpenseInput>,
    ): Promise<TExpenseSaved> {
      const existing = await findWritable(actor, id);
      await assertMayMoveDocuments(actor, existing.userId, existing.documentUrl, input.documentUrl);
      const documentId = await attachments.check(input.documentUrl, existing.userId);
      const syncLoans = await mayChangeLoans(actor, existing.userId);
      const saved = await db.transaction(async (tx) => {
        const row = await updateExpense(tx, id, existing.userId, toExpenseColumns(input, cipher));
        if (!row) throw AppError.notFound('This obligation does not exist.');
        await attachments.attach(tx, documentId, id, existing.userId);
        const charges =
          input.statementCharges.length > 0
            ? statementChargeEntries(
                id,
                existing.userId,
                input.statementCharges,
                await importedDays(tx, id),
              )
            : [];
        await appendAmounts(tx, charges);
        // A new cost the statements' latest charge already records is not an edit on top of it.
        const source =
          charges.at(-1)?.amountCents === row.costCents
            ? null
            : amountAfterUpdate(existing.costCents, input);
        if (source)
          await appendAmounts(tx, [
            {
              obligationId: id,
              userId: existing.userId,
              amountCents: row.costCents,
              source,
              periodStart: source === 'bill_scan' ? input.billDate : null,
              documentId: source === 'bill_scan' ? documentId : null,
            },
          ]);
        const loan = syncLoans ? await syncMortgageLoan(tx, row) : null;
        return {
          expense: toExpenseView({ ...row, linkedLoanId: loan?.id ?? existing.linkedLoanId }),
          loan,
        };
      });
      await attachments.release(existing.documentUrl, documentId, id, existing.userId);
      await activity.changed(actor, existing.userId, 'update', 'expenses', saved.expense.vendor);
      return saved;
    },

    async remove(actor: Actor, id: string): Promise<void> {
      const existing = await findWritable(actor, id);
      if (!(await deleteExpense(db, id, [existing.userId]))) {
        throw AppError.notFound('This obligation does not exist.');
      }
      // Deleting the obligation deletes its document with it, if the person may delete documents
      // there; an advisor not given them leaves it in the hub (issue 35).
      if (await mayChangeDocuments(actor, existing.userId))
        await attachments.release(existing.documentUrl, null, id, existing.userId);
      await activity.changed(actor, existing.userId, 'delete', 'expenses', existing.vendor);
    },

    async revealVendorAccount(actor: Actor, id: string): Promise<string | null> {
      const row = await findExpense(db, id, await access.readableOwnerIds(actor, 'expenses'));
      if (!row) throw AppError.notFound('This obligation does not exist.');
      return revealSealedNumber({ cipher, activity, access }, actor, 'expenses', {
        ownerId: row.userId,
        label: row.vendor,
        sealed: row.vendorAccountSealed,
        last4: row.vendorAccountLast4,
      });
    },

    /** A paid feature, though it saves nothing and reads no household (issue 35). */
    async previewImport(actor: Actor, csv: string): Promise<ImportPreview> {
      await access.requirePlan(actor);
      return readCsv(csv).preview;
    },

    /** All or nothing: with any invalid row nothing is saved and the preview comes back. */
    async importCsv(
      actor: Actor,
      csv: string,
      requestedOwner?: string,
    ): Promise<{ created: number } | { preview: ImportPreview }> {
      const { preview, inputs } = readCsv(csv);
      if (preview.errorCount > 0) return { preview };
      const ownerId = await access.ownerIdForWrites(actor, requestedOwner, 'expenses');
      const syncLoans = await mayChangeLoans(actor, ownerId);
      await db.transaction(async (tx) => {
        const rows = await insertExpenses(
          tx,
          inputs.map((input) => ({ ...toExpenseColumns(input, cipher), userId: ownerId })),
        );
        if (syncLoans) for (const row of rows) await syncMortgageLoan(tx, row);
        await appendAmounts(
          tx,
          rows.map((row) => ({
            obligationId: row.id,
            userId: ownerId,
            amountCents: row.costCents,
            source: 'import' as const,
          })),
        );
      });
      await activity.changed(
        actor,
        ownerId,
        'create',
        'expenses',
        `${inputs.length} imported from CSV`,
      );
      return { created: inputs.length };
    },

    /** A download is logged as an export of its own, every time, rather than as a view. */
    async exportCsv(actor: Actor, requestedOwners?: string[]): Promise<string> {
      const ownerIds = await access.selectedOwnerIds(actor, requestedOwners, 'expenses');
      const rows = await listExpenses(db, ownerIds);
      await activity.exported(
        actor,
        ownerIds,
        rows.map((row) => row.userId),
        'expenses',
      );
      return toCsv(EXPENSE_CSV_COLUMNS, rows.map(toExpenseView).map(expenseToCsvValues));
    },
  };
}

export type ExpenseService = ReturnType<typeof createExpenseService>;
export type { TExpenseInput };
