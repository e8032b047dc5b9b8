/**
 * What may be said about a database statement that failed: never its values. Drizzle's error
 * message is "Failed query: <sql>\nparams: <every value>", PostgreSQL's own messages and details
 * quote values too ("Key (email)=(ann@example.com) already exists"), and PGlite's error carries
 * the query and its parameters as properties. This keeps only names and codes.
 */
export type FailedStatement = {
  /** The SQLSTATE, e.g. 23505 (unique_violation), 53100 (disk_full). */
  code: string | null;
  /** PostgreSQL's severity: ERROR, or FATAL / PANIC when the session or the server stopped. */
  severity: string | null;
  /** The statement's kind and first table ("insert into waitlist_entries"). */
  statement: string | null;
  constraint?: string;
  table?: string;
  column?: string;
  /** The server function that raised it (e.g. mdextend). */
  routine?: string;
};

const SQLSTATE = /^[0-9A-Z]{5}$/;
/** The first word of a statement and the first table it names after into/update/from. */
const STATEMENT_KIND = /^\s*(with|select|insert|update|delete|create|alter|drop|truncate|copy)\b/i;
const FIRST_TABLE =
  /\b(?:into|update|from)\s+((?:"[^"]{1,63}"|[a-z_][\w$]{0,62})(?:\.(?:"[^"]{1,63}"|[a-z_][\w$]{0,62}))?)/i;
const MAX_CAUSES = 8;

type ErrorFields = {
  cause?: unknown;
  code?: unknown;
  severity?: unknown;
  query?: unknown;
  params?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  routine?: unknown;
};

/** The error and the errors it was caused by, outermost first. */
export function causeChain(error: unknown): ErrorFields[] {
  const chain: ErrorFields[] = [];
  let current = error;
  while (current && typeof current === 'object' && chain.length < MAX_CAUSES) {
    const fields: ErrorFields = current;
    chain.push(fields);
    current = fields.cause;
  }
  return chain;
}

/** How each kind of statement names its table. */
const TABLE_WORD: Record<string, string> = {
  insert: 'insert into',
  update: 'update',
  delete: 'delete from',
  select: 'select from',
  with: 'with … from',
};

/** "insert into waitlist_entries", "select from documents": a label, never a value. */
export function statementName(sql: string): string | null {
  const kind = STATEMENT_KIND.exec(sql)?.[1]?.toLowerCase();
  if (!kind) return null;
  const table = FIRST_TABLE.exec(sql)?.[1]?.replaceAll('"', '');
  const words = TABLE_WORD[kind];
  return table && words ? `${words} ${table}` : kind;
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** What failed in the database, from anywhere in the error's causes; null for other errors. */
export function failedStatementOf(error: unknown): FailedStatement | null {
  const chain = causeChain(error);
  const withQuery = chain.find((each) => typeof each.query === 'string');
  const fromServer = chain.find(
    (each) =>
      typeof each.code === 'string' &&
      SQLSTATE.test(each.code) &&
      (typeof each.severity === 'string' || typeof each.query === 'string'),
  );
  if (!withQuery && !fromServer) return null;
  const names = {
    constraint: text(fromServer?.constraint),
    table: text(fromServer?.table),
    column: text(fromServer?.column),
    routine: text(fromServer?.routine),
  };
  return {
    code: (fromServer?.code as string | undefined) ?? null,
    severity: text(fromServer?.severity) ?? null,
    statement: withQuery ? statementName(withQuery.query as string) : null,
    ...Object.fromEntries(Object.entries(names).filter(([, value]) => value !== undefined)),
  };
}
