import { and, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { expenses, loans } from '../../db/schema';

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

/**
 * The same obligations as listExpenses, read for GET /expenses: seven columns instead of
 * twenty-four, straight from the driver (a typed select maps every column of every row). For
 * 5,000 obligations that is most of the answer's time (DESIGN.md §8, docs/adr/0004).
 */
export async function listExpensesForResponse(
  db: Queryable,
  ownerIds: string[],
): Promise<ExpenseResponseRow[]> {
  if (ownerIds.length === 0) return [];
  const result = await db.execute(sql`
    select ${expenses.id} as "id", ${expenses.userId} as "ownerId",
      ${expenses.createdAt} as "createdAt",
      case when ${expenses.updatedAt} <> ${expenses.createdAt}
        then ${expenses.updatedAt} end as "updatedAt",
      ${expenses.vendorAccountLast4} as "vendorAccountLast4",
      ${expenses.listedFields} as "listedFields", ${loans.id} as "linkedLoanId"
    from ${expenses} left join ${loans} on ${loans.relatedExpenseId} = ${expenses.id}
    where ${inArray(expenses.userId, ownerIds)}
    order by ${expenses.createdAt} desc, ${expenses.id} desc`);
  // Both drivers (node-postgres and PGlite) answer { rows }, named by the aliases above, with
  // timestamps left as text (Drizzle sets them up so).
  return (result as { rows: ExpenseResponseRow[] }).rows;
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
