import { chmod, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import path from 'node:path';
import type { DatabaseHandle } from '../db/client';
import type { Logger } from '../logger';
import type { ObjectStorage } from '../platform/storage/object-storage';
import { BackupError } from './backup-error';
import { isOutOfDiskSpace } from '../platform/disk-space/out-of-disk-space';
import { prepareBackup, type BackupKeys } from './create-backup';

export const CONTROL_SOCKET_NAME = 'control.sock';
/** sun_path holds 108 bytes on Linux (104 on macOS) including the final NUL. */
const MAX_SOCKET_PATH_BYTES = 103;
const MAX_REQUEST_BYTES = 1024;

export function controlSocketPath(dataDir: string): string {
  return path.join(dataDir, CONTROL_SOCKET_NAME);
}

export type ControlSocket = {
  /** The socket's path, or null when none was opened (PostgreSQL, or a path too long). */
  readonly path: string | null;
  /** Stops listening, ends a backup in progress and removes the socket file. */
  close(): Promise<void>;
};

/**
 * The running server's side of `nido backup` on the embedded database. PGlite lets one process
 * open the data folder, and the server holds it, so the copy must be made by the server: the CLI
 * asks over a Unix domain socket in DATA_DIR (mode 0600, so only the data's owner can ask; there
 * is no TCP listener and no HTTP route for it). `POST /backup` with `{"includeKeys": bool}` answers
 * the archive as it is written.
 *
 * On PostgreSQL it opens nothing: the CLI backs up with pg_dump without the server.
 */
export async function startControlSocket(options: {
  dataDir: string;
  database: DatabaseHandle;
  storage: Pick<ObjectStorage, 'kind'>;
  secrets: BackupKeys;
  logger: Logger;
}): Promise<ControlSocket> {
  const { dataDir, database, storage, secrets, logger } = options;
  const client = database.pglite;
  if (database.kind !== 'pglite' || !client) return { path: null, close: () => Promise.resolve() };
  const socketPath = controlSocketPath(dataDir);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH_BYTES) {
    logger.warn(
      { socketPath },
      'the data folder path is too long for a control socket; `nido backup` needs the server stopped',
    );
    return { path: null, close: () => Promise.resolve() };
  }

  let running: Promise<void> | null = null;
  const connections = new Set<Socket>();

  const backUp = async (response: ServerResponse, includeKeys: boolean) => {
    const started = performance.now();
    try {
      const prepared = await prepareBackup({
        source: { kind: 'pglite', client },
        dataDir,
        storageKind: storage.kind,
        keys: secrets,
        includeKeys,
      });
      try {
        response.writeHead(200, { 'Content-Type': 'application/gzip' });
        await prepared.write(response);
        logger.info(
          {
            files: prepared.manifest.files.count,
            fileBytes: prepared.manifest.files.bytes,
            keysIncluded: includeKeys,
            databaseHeldMs: prepared.snapshotMs,
            durationMs: Math.round(performance.now() - started),
          },
          'backup made for the nido command',
        );
      } finally {
        await prepared.dispose();
      }
    } catch (error) {
      if (!response.headersSent) {
        if (!(error instanceof BackupError)) logger.error({ err: error }, 'backup failed');
        answerError(response, 500, failureMessage(error));
      } else {
        // Half an archive is already out: cutting the connection makes the CLI discard it.
        if (clientWentAway(error))
          logger.warn(
            'the nido command went away before its backup was sent; the copy was dropped',
          );
        else logger.warn({ err: error }, 'backup stopped while it was being sent');
        response.destroy();
      }
    }
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== 'POST' || request.url !== '/backup')
      return answerError(response, 404, 'Unknown control request.');
    let includeKeys: boolean;
    try {
      includeKeys = parseRequest(await readBody(request));
    } catch {
      return answerError(response, 400, 'The control request is not valid.');
    }
    if (running)
      return answerError(
        response,
        409,
        'A backup is already being made; try again when it is done.',
      );
    running = backUp(response, includeKeys).finally(() => (running = null));
    await running;
  };

  const server = createServer((request, response) => void handle(request, response));
  server.on('connection', (socket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });
  // A socket file left by a server that crashed: we hold the data-folder lock, so it is stale.
  await rm(socketPath, { force: true });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      // Created owner-only from the start (no moment where others could connect), then made sure.
      const previousMask = process.umask(0o177);
      try {
        server.listen(socketPath, () => {
          server.off('error', reject);
          resolve();
        });
      } finally {
        process.umask(previousMask);
      }
    });
    await chmod(socketPath, 0o600);
  } catch (error) {
    // The server serves without it; only `nido backup` while it runs is unavailable.
    logger.warn({ err: error, socketPath }, 'the control socket could not be opened');
    server.close();
    return { path: null, close: () => Promise.resolve() };
  }

  return {
    path: socketPath,
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of connections) socket.destroy();
      await running;
      await closed;
      await rm(socketPath, { force: true });
    },
  };
}

/** The connection closed under the archive: `nido backup` was stopped (Ctrl-C) or killed. */
/** What the nido command prints when the server could not make the copy. */
function failureMessage(error: unknown): string {
  if (error instanceof BackupError) return error.message;
  if (isOutOfDiskSpace(error))
    return 'The server is out of disk space, so it could not make the backup. Free some space on the data folder’s disk, then run nido backup again.';
  return "The backup failed; see the server's log.";
}

function clientWentAway(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ERR_STREAM_PREMATURE_CLOSE' || code === 'EPIPE' || code === 'ECONNRESET';
}

function parseRequest(body: string): boolean {
  const parsed = JSON.parse(body || '{}') as unknown;
  if (typeof parsed !== 'object' || parsed === null) throw new Error('not an object');
  const includeKeys = (parsed as { includeKeys?: unknown }).includeKeys ?? false;
  if (typeof includeKeys !== 'boolean') throw new Error('includeKeys is not a boolean');
  return includeKeys;
}

async function readBody(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request as AsyncIterable<Buffer>) {
    body += chunk.toString('utf8');
    if (body.length > MAX_REQUEST_BYTES) throw new Error('request too large');
  }
  return body;
}

function answerError(response: ServerResponse, status: number, message: string): void {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify({ error: { message } }));
}
