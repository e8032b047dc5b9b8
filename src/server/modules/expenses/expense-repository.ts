import { and, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { expenses, loans } from '../../db/schema';
import { householdVersionTotal } from '../../http/list-etag';

export type ExpenseRow = typeof expenses.$inferSelect;
export type ExpenseRowWithLoan = ExpenseRow & { linkedLoanId: string | null };
/** What lists show: everything but the sealed number (the biggest column, and never shown). */
export type ExpenseListRow = Omit<ExpenseRowWithLoan, 'vendorAccountSealed'>;

const { vendorAccountSealed: _sealed, ...LISTED_COLUMNS } = getTableColumns(expenses);
export type NewExpenseRow = typeof expenses.$inferInsert;

/**
 * An obligation as GET /expenses reads it: its stored listed fields and what is not in them.
 * The dates are PostgreSQL's text (`2026-06-08 06:36:20.515+00`); updatedAt is null while it
 * equals createdAt.
 */
export type ExpenseResponseRow = {
  id: string;
  ownerId: string;
  createdAt: string;
  updatedAt: string | null;
  vendorAccountLast4: string | null;
  listedFields: string;
  linkedLoanId: string | null;
};

type Queryable = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export async function listExpenses(db: Queryable, ownerIds: string[]): Promise<ExpenseListRow[]> {
  if (ownerIds.length === 0) return [];
  return db
    .select({ ...LISTED_COLUMNS, linkedLoanId: loans.id })
    .from(expenses)
    .leftJoin(loans, eq(loans.relatedExpenseId, expenses.id))
    .where(inArray(expenses.userId, ownerIds))
    .orderBy(desc(expenses.createdAt), desc(expenses.id));
}

/** GET /expenses's seven columns of the selected households' obligations, in no order. */
function responseRows(ownedBy: SQL): SQL {
  return sql`
    select ${expenses.id} as "id", ${expenses.userId} as "ownerId",
      ${expenses.createdAt} as "createdAt",
      case when ${expenses.updatedAt} <> ${expenses.createdAt}
        then ${expenses.updatedAt} end as "updatedAt",
      ${expenses.vendorAccountLast4} as "vendorAccountLast4",
      ${expenses.listedFields} as "listedFields", ${loans.id} as "linkedLoanId"
    from ${expenses} left join ${loans} on ${loans.relatedExpenseId} = ${expenses.id}
    where ${ownedBy}`;
}

// Both drivers (node-postgres and PGlite) answer { rows }, named by the statement's aliases, with
// timestamps left as text (Drizzle sets them up so).
const rowsOf = (result: unknown) => (result as { rows: ExpenseResponseRow[] }).rows;

/**
 * The same obligations as listExpenses, read for GET /expenses: seven columns instead of
 * twenty-four, straight from the driver (a typed select maps every column of every row). For
 * 5,000 obligations that is most of the answer's time (DESIGN.md §8, docs/adr/0004). The raw
 * baseline of bench/api-baseline.ts runs this statement.
 */
export async function listExpensesForResponse(
  db: Queryable,
  ownerIds: string[],
): Promise<ExpenseResponseRow[]> {
  if (ownerIds.length === 0) return [];
  return rowsOf(
    await db.execute(
      sql`${responseRows(inArray(expenses.userId, ownerIds))} order by ${expenses.createdAt} desc, ${expenses.id} desc`,
    ),
  );
}

/** The households of a prepared list statement: one array parameter, whatever their number. */
const OWNER_IDS = sql`${sql.placeholder('ownerIds')}::uuid[]`;

/**
 * What GET /expenses sends, and the households' change total its ETag is made of
 * (list-etag.ts), read in one statement: one round trip instead of two, and the tag belongs to
 * the very rows read (a write between two statements could send old rows under the new tag,
 * which the client would keep). The total comes first as a row of its own, every column null
 * but listedFields, which holds it: a column of its own would be sent with every row, and
 * PGlite's cost is per value (about 10 % more CPU at 5,000 rows, measured).
 *
 * Built once and prepared: PostgreSQL parses and plans it once per connection instead of on
 * every read (500 obligations: 1.0–1.1 → 0.7 ms of PostgreSQL's CPU a read, measured with bench/expenses-api.ts).
 * The households go in as one array, so a single statement serves any number of them.
 */
export function preparedExpenseList(
  db: Pick<Database, '_'>,
): (ownerIds: readonly string[]) => Promise<{ rows: ExpenseResponseRow[]; versionTotal: number }> {
  const statement = sql`
    select * from (
      select null::uuid as "id", null::uuid as "ownerId", null::timestamptz as "createdAt",
        null::timestamptz as "updatedAt", null::text as "vendorAccountLast4",
        ${householdVersionTotal(OWNER_IDS)} as "listedFields", null::uuid as "linkedLoanId"
      union all
      ${responseRows(sql`${expenses.userId} = any(${OWNER_IDS})`)}
    ) as listed
    order by "createdAt" desc nulls first, "id" desc`;
  const prepared = db._.session.prepareQuery(
    new PgDialect().sqlToQuery(statement),
    undefined,
    'expense_list',
    false,
  );
  return async (ownerIds) => {
    if (ownerIds.length === 0) return { rows: [], versionTotal: 0 };
    const [first, ...rows] = rowsOf(await prepared.execute({ ownerIds }));
    const total = first as { id: string | null; listedFields: string } | undefined;
    if (!total || total.id !== null) throw new Error('The list statement lost its version row');
    return { rows, versionTotal: Number(total.listedFields) };
  };
}

export async function findExpense(
  db: Queryable,
  id: string,
  ownerIds: string[],
): Promise<ExpenseRowWithLoan | null> {
  if (ownerIds.length === 0) return null;
  const [row] = await db
    .select({ ...getTableColumns(expenses), linkedLoanId: loans.id })
    .from(expenses)
    .leftJoin(loans, eq(loans.relatedExpenseId, expenses.id))
    .where(and(eq(expenses.id, id), inArray(expenses.userId, ownerIds)));
  return row ?? null;
}

/** PostgreSQL takes at most 65,535 parameters a statement; 500 rows stay well below. */
const INSERT_BATCH = 500;

export async function insertExpenses(db: Queryable, rows: NewExpenseRow[]): Promise<ExpenseRow[]> {
  const inserted: ExpenseRow[] = [];
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    inserted.push(
      ...(await db
        .insert(expenses)
        .values(rows.slice(start, start + INSERT_BATCH))
        .returning()),
    );
  }
  return inserted;
}

export async function updateExpense(
  db: Queryable,
  id: string,
  ownerId: string,
  values: Partial<NewExpenseRow>,
): Promise<ExpenseRow | null> {
  const [row] = await db
    .update(expenses)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(expenses.id, id), eq(expenses.userId, ownerId)))
    .returning();
  return row ?? null;
}

export async function deleteExpense(
  db: Queryable,
  id: string,
  ownerIds: string[],
): Promise<boolean> {
  if (ownerIds.length === 0) return false;
  const removed = await db
    .delete(expenses)
    .where(and(eq(expenses.id, id), inArray(expenses.userId, ownerIds)))
    .returning({ id: expenses.id });
  return removed.length > 0;
}
