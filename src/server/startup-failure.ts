import { ConfigError } from './env';
import { DataDirLockedError } from './db/data-dir-lock';
import { SealingKeyMismatchError } from './sealing-keys';
import { dataDirFailure } from './data-dir-failure';
import { UnfinishedRestoreError } from './backup/unfinished-restore';
import { StoredFilesMissingError } from './stored-files-check';

/** Listening failed for a reason the operator can fix (a port in use, a wrong HOST). */
export class ListenError extends Error {
  override name = 'ListenError';
}

const KNOWN_FAILURES = [
  ConfigError,
  DataDirLockedError,
  SealingKeyMismatchError,
  ListenError,
  UnfinishedRestoreError,
  StoredFilesMissingError,
];

const LISTEN_REASONS: Record<string, (where: string, port: number) => string> = {
  EADDRINUSE: (where) =>
    `${where} is already in use. Stop the program using it, or set PORT to another port.`,
  EACCES: (where, port) =>
    `${where} is not open to this user${port < 1024 ? ' (ports below 1024 need privileges)' : ''}. Set PORT to another port.`,
  EADDRNOTAVAIL: (where) => `${where} is not an address of this machine. Check HOST.`,
  ENOTFOUND: (where) => `${where} names no address of this machine. Check HOST.`,
};

/** One line for an error from server.listen, or the error itself when it is not one of those. */
export function listenFailure(error: NodeJS.ErrnoException, host: string, port: number): Error {
  const reason = LISTEN_REASONS[error.code ?? ''];
  return reason
    ? new ListenError(`Nido cannot start: ${reason(`port ${port} on ${host}`, port)}`)
    : error;
}

const DATABASE_REASONS: Record<string, string> = {
  ECONNREFUSED: 'the connection was refused',
  ENOTFOUND: 'its host name is unknown',
  EAI_AGAIN: 'its host name could not be looked up',
  ETIMEDOUT: 'the connection timed out',
  EHOSTUNREACH: 'its host cannot be reached',
  ENETUNREACH: 'its network cannot be reached',
  '28P01': 'the password was refused',
  '28000': 'the user is not allowed to connect',
  '3D000': 'the database does not exist',
};

type ErrorLike = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

/** The error, its causes and (for an AggregateError, as a refused dual-stack connect gives) its first inner error. */
function errorChain(error: unknown): ErrorLike[] {
  const chain: ErrorLike[] = [];
  let current = error;
  while (current && typeof current === 'object' && chain.length < 10) {
    const link = current as ErrorLike;
    chain.push(link);
    current = link.cause ?? (Array.isArray(link.errors) ? link.errors[0] : undefined);
  }
  return chain;
}

/** The database's address without credentials, for messages. */
function safeDatabaseAddress(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.protocol}//${url.host}${url.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

/** Why the database could not be reached, when that is what the error says. */
function databaseReason(error: unknown): string | null {
  for (const link of errorChain(error)) {
    if (typeof link.code === 'string' && DATABASE_REASONS[link.code])
      return DATABASE_REASONS[link.code] ?? null;
    if (
      typeof link.message === 'string' &&
      /connection timeout|timeout exceeded when trying to connect/i.test(link.message)
    )
      return 'the connection timed out';
  }
  return null;
}

/**
 * The single line a failed start prints for a cause the operator can fix (configuration, a port in
 * use, an unreachable database, missing keys, an unusable or incomplete data folder), or the full
 * stack for anything unexpected. `dataDir` is absent when the configuration could not be read.
 */
export function describeStartupFailure(
  error: unknown,
  databaseUrl: string | undefined,
  dataDir?: string,
): string {
  if (KNOWN_FAILURES.some((kind) => error instanceof kind)) return (error as Error).message;
  const dataDirLine = dataDir ? dataDirFailure(error, dataDir) : null;
  if (dataDirLine) return dataDirLine;
  const reason = databaseUrl ? databaseReason(error) : null;
  if (databaseUrl && reason) {
    return `Nido cannot start: the database at ${safeDatabaseAddress(databaseUrl)} cannot be used (${reason}). Check DATABASE_URL and that PostgreSQL is running.`;
  }
  return `Nido failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
}
