import type { Logger } from './logger';

type ShutdownOptions = {
  server: { close(callback: () => void): unknown; closeIdleConnections?(): void };
  logger: Logger;
  /** How long requests in flight may take to finish before the process exits anyway. */
  graceMs: number;
  /** Stops jobs and closes the database once no request is in flight. */
  release: () => Promise<void>;
  exit?: (code: number) => void;
};

/**
 * Stops on SIGTERM or SIGINT: no new connections, requests in flight finish, then the database
 * closes. The process exits within the grace period whatever happens (a request that never ends,
 * a database that does not close), and at once on a second signal. The exit timer is armed before
 * anything else, so nothing below it (not even logging to a closed pipe) can keep the process up.
 */
export function stopOnSignals({
  server,
  logger,
  graceMs,
  release,
  exit = (code) => process.exit(code),
}: ShutdownOptions): void {
  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal while stopping; exiting now');
      exit(1);
      return;
    }
    stopping = true;
    const force = setTimeout(() => {
      logger.error({ graceMs }, 'shutdown took too long; exiting');
      exit(1);
    }, graceMs);
    force.unref();
    logger.info({ signal }, 'shutting down');
    server.close(() => {
      release()
        .then(() => {
          logger.info('stopped cleanly');
          exit(0);
        })
        .catch((error: unknown) => {
          logger.error({ err: error }, 'stopping failed');
          exit(1);
        });
    });
    // Idle keep-alive connections would otherwise hold server.close() open.
    server.closeIdleConnections?.();
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
