import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** Enough work for V8 to compile PGlite's hot paths fully (measured: 10 × 500; 5 × 500 was half). */
const PIECES = 10;
const ROWS_PER_PIECE = 500;

/**
 * Generated rows shaped like GET /expenses's (the same seven columns, text and timestamps, sorted
 * the same way), so that reading them runs the code a real list runs: no household's data.
 */
function shapedLikeTheList(rows: number) {
  return sql`
    select gen_random_uuid() as "id", gen_random_uuid() as "ownerId",
      now() - make_interval(mins => i) as "createdAt", null::timestamptz as "updatedAt",
      lpad(i::text, 4, '0') as "vendorAccountLast4",
      '{"category":"utilities","vendor":"Vendor ' || i || '","costCents":' || i * 37
        || ',"frequency":"monthly","description":"' || md5(i::text) || '"}' as "listedFields",
      null::uuid as "linkedLoanId"
    from generate_series(1, ${rows}) as i
    order by "createdAt" desc, "id" desc`;
}

/**
 * The embedded database is PostgreSQL compiled to WebAssembly, which V8 turns into fast code only
 * after it has run for a while: on a server that has just started, the first list of 5,000
 * obligations took 320–430 ms of CPU against 100–115 ms once warm (measured for issue 11 with bench/expenses-api.ts).
 * Right after the port opens, this reads generated rows shaped like that list, in small pieces
 * (about 50 ms each) with the event loop free between them, so the work is done before anyone
 * waits for it and a request that comes meanwhile waits for one piece at most. `stop` ends it
 * between two pieces (shutdown); a failure only ends it early (`finished` never rejects).
 */
export function startListWarmUp(db: Pick<Database, 'execute'>): {
  finished: Promise<void>;
  stop(): Promise<void>;
} {
  let stopped = false;
  const finished = (async () => {
    for (let piece = 0; piece < PIECES && !stopped; piece += 1) {
      await db.execute(shapedLikeTheList(ROWS_PER_PIECE));
      await new Promise((resolve) => setImmediate(resolve));
    }
  })().catch(() => undefined);
  return {
    finished,
    stop: () => {
      stopped = true;
      return finished;
    },
  };
}
