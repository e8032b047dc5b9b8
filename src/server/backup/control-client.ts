import { request, type IncomingMessage } from 'node:http';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { BackupError } from './backup-error';
import { controlSocketPath } from './control-socket';

/** No server listens on the data folder's control socket: the CLI may open the folder itself. */
export class NoServerListeningError extends Error {
  override name = 'NoServerListeningError';
}

/** Asks the server running on `dataDir` for a backup and writes the archive to `output`. */
export async function backupThroughServer(
  dataDir: string,
  includeKeys: boolean,
  output: Writable,
): Promise<void> {
  const socketPath = controlSocketPath(dataDir);
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    const asking = request(
      {
        socketPath,
        method: 'POST',
        path: '/backup',
        headers: { 'Content-Type': 'application/json' },
      },
      resolve,
    );
    asking.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT' || error.code === 'ECONNREFUSED'
          ? new NoServerListeningError(socketPath)
          : new BackupError(
              `The server did not answer on its control socket ${socketPath}: ${error.message}`,
            ),
      );
    });
    asking.end(JSON.stringify({ includeKeys }));
  });

  if (response.statusCode !== 200) {
    let body = '';
    for await (const chunk of response as AsyncIterable<Buffer>) body += chunk.toString();
    let message = `The server refused the backup (status ${response.statusCode}).`;
    try {
      message = (JSON.parse(body) as { error: { message: string } }).error.message;
    } catch {
      // Not our JSON: the status line is all there is to say.
    }
    throw new BackupError(message);
  }
  try {
    await pipeline(response, output);
  } catch (error) {
    const failure = error as NodeJS.ErrnoException;
    if (failure.path) throw new BackupError(`Could not write ${failure.path}: ${failure.message}`);
    throw new BackupError(
      `The server stopped sending the backup before its end (${(error as Error).message}); ` +
        "see the server's log.",
    );
  }
}
