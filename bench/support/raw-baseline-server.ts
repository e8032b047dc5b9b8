// The raw baseline of bench/api-baseline.ts: a bare node:http server that checks nothing and
// answers GET /expenses?owner=<id> with exactly the bytes Nido's GET /api/expenses sends for that
// household: the same SELECT (taken from Nido's own repository function), the same JSON builder,
// compressed with the same settings as the request accepts. What Nido costs on top of this is its
// per-request work: routing, the session and access checks, the ETag, the headers.
//
// Environment: PORT; DATABASE_URL (PostgreSQL through a pg pool of Nido's size) or PGLITE_DIR
// (PGlite in this process, on a copy of the data folder: PGlite opens in one process at a time);
// BASELINE_PREPARED=1 makes the statement a prepared one on PostgreSQL (Nido's list is prepared).
import http from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { POOL_SIZE } from '../../src/server/db/client';
import { chooseEncoding } from '../../src/server/http/compress-json';
import {
  listExpensesForResponse,
  type ExpenseResponseRow,
} from '../../src/server/modules/expenses/expense-repository';
import { toExpenseListJson } from '../../src/server/modules/expenses/expense-mapping';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
// compress-json.ts's thresholds and settings.
const MIN_BYTES = 1024;
const SMALL_BYTES = 256 * 1024;

function compress(body: Uint8Array, encoding: 'br' | 'gzip'): Promise<Buffer> {
  const small = body.byteLength <= SMALL_BYTES;
  if (encoding === 'gzip') return gzip(body, { level: small ? 6 : 1 });
  return brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: small ? 5 : 1,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    },
  });
}

/** The statement Nido runs, as Drizzle writes it, with the owner id as its one parameter. */
async function nidoStatement(): Promise<string> {
  let captured: SQL | undefined;
  const capture = {
    execute: (query: SQL) => {
      captured = query;
      return Promise.resolve({ rows: [] });
    },
  };
  await listExpensesForResponse(capture as never, ['00000000-0000-0000-0000-000000000000']);
  if (!captured) throw new Error('listExpensesForResponse ran no statement');
  return new PgDialect().sqlToQuery(captured).sql;
}

type Select = (ownerId: string) => Promise<ExpenseResponseRow[]>;

/** Timestamps as PostgreSQL's text, as Drizzle sets both drivers up. */
const asText = (value: string) => value;

async function openDatabase(statement: string): Promise<Select> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL_SIZE });
    const textTypes = new Set<number>([pg.types.builtins.TIMESTAMPTZ, pg.types.builtins.TIMESTAMP]);
    const parserOf = (oid: number, format?: 'text' | 'binary'): ((value: string) => unknown) =>
      textTypes.has(oid)
        ? asText
        : (pg.types.getTypeParser(oid, format) as (value: string) => unknown);
    const typeParsers = { getTypeParser: parserOf as never };
    return async (ownerId) =>
      (
        await pool.query<ExpenseResponseRow>({
          text: statement,
          values: [ownerId],
          // BASELINE_PREPARED=1: PostgreSQL parses and plans it once per connection, as Nido's.
          ...(process.env.BASELINE_PREPARED === '1' && { name: 'baseline_list' }),
          types: typeParsers,
        })
      ).rows;
  }
  const dataDir = process.env.PGLITE_DIR;
  if (!dataDir) throw new Error('Set DATABASE_URL or PGLITE_DIR');
  const client = await PGlite.create({ dataDir });
  const parsers = { [pgliteTypes.TIMESTAMPTZ]: asText, [pgliteTypes.TIMESTAMP]: asText };
  return async (ownerId) =>
    (await client.query<ExpenseResponseRow>(statement, [ownerId], { parsers })).rows;
}

const select = await openDatabase(await nidoStatement());

const server = http.createServer((request, response) => {
  const owner = new URL(request.url ?? '/', 'http://baseline').searchParams.get('owner') ?? '';
  select(owner)
    .then(async (rows) => {
      const json = toExpenseListJson(rows);
      const headers: Record<string, string> = {
        'Content-Type': 'application/json',
        Vary: 'Accept-Encoding',
      };
      const encoding = chooseEncoding(request.headers['accept-encoding']);
      if (!encoding || json.byteLength < MIN_BYTES) {
        response.writeHead(200, headers).end(json);
        return;
      }
      const sent = await compress(json, encoding);
      response.writeHead(200, { ...headers, 'Content-Encoding': encoding }).end(sent);
    })
    .catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : ''}\n`);
});
// Exits normally on SIGTERM, so that `node --cpu-prof` writes its profile.
process.once('SIGTERM', () => process.exit(0));
