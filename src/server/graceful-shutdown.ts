import type { Server, ServerResponse } from 'node:http';
import type { Logger } from './logger';

type ShutdownOptions = {
  server: Pick<Server, 'on' | 'off' | 'close' | 'closeIdleConnections'>;
  logger: Logger;
  /** How long requests in flight may take to finish before the process exits anyway. */
  graceMs: number;
  /** Stops jobs and closes the database once no request is in flight. */
  release: () => Promise<void>;
  exit?: (code: number) => void;
};

/**
 * Stops on SIGTERM or SIGINT: stops accepting connections, finishes every request already
 * received, then closes the database. "Received" includes connections the system accepted for
 * the server that it had not taken yet (see afterWaitingConnections), and requests on connections it
 * took whose bytes it had not read yet: closing idle connections at once would reset those. Each
 * answer from then on says `Connection: close`, so no client sends another request on a
 * connection that is about to close. The process exits within the grace period whatever happens
 * (a request that never ends, a database that does not close), and at once on a second signal.
 * The exit timer is armed before anything else, so nothing below it (not even logging to a closed
 * pipe) can keep the process up.
 */
export function stopOnSignals({
  server,
  logger,
  graceMs,
  release,
  exit = (code) => process.exit(code),
}: ShutdownOptions): void {
  let stopping = false;
  let listenerClosed = false;
  const unanswered = new Set<ServerResponse>();
  const closeAfterAnswer = (response: ServerResponse) => {
    if (!response.headersSent) response.setHeader('Connection', 'close');
  };
  server.on('request', (_request, response) => {
    if (stopping) return closeAfterAnswer(response);
    unanswered.add(response);
    response.once('close', () => {
      unanswered.delete(response);
      // An answer that began before the signal kept its connection open for the next request.
      if (listenerClosed) setImmediate(() => server.closeIdleConnections());
    });
  });

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
    for (const response of unanswered) closeAfterAnswer(response);
    // At most half the grace period, so that the requests accepted last have the other half.
    afterWaitingConnections(server, graceMs / 2, () => {
      listenerClosed = true;
      // Stops listening and closes the connections with no request in progress (idle keep-alive
      // ones); the callback runs once the last connection has closed.
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
    });
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

/**
 * Calls `done` after a turn of the event loop in which no connection was accepted. Closing the
 * listener resets every connection the system accepted for the server that the server has not
 * taken yet, request and all, and Node takes one such connection per turn (measured: 30 waiting
 * connections took 30 turns), each turn as long as the work it runs. After a turn that took none,
 * the ones that were waiting have all been taken, and their requests read: a connection's first
 * bytes are read in the turn after it is taken, so one still idle then has sent nothing. An
 * immediate scheduled from an immediate runs after the next poll phase, where both happen. A
 * steady stream of new connections (a load balancer not yet told) keeps the listener open for
 * `maxMs` at most.
 */
function afterWaitingConnections(
  server: ShutdownOptions['server'],
  maxMs: number,
  done: () => void,
): void {
  // One full turn at least: the signal may have come in the turn that accepted connections.
  let accepted = 1;
  const count = () => (accepted += 1);
  server.on('connection', count);
  const giveUpAt = Date.now() + maxMs;
  const check = () => {
    if (accepted > 0 && Date.now() < giveUpAt) {
      accepted = 0;
      setImmediate(check);
      return;
    }
    server.off('connection', count);
    done();
  };
  setImmediate(check);
}
