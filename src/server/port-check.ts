import { createServer } from 'node:net';
import { listenFailure } from './startup-failure';

/**
 * Fails the start at once when the port cannot be listened on, before the database opens: a port
 * in use is said in a moment, not after the migrations. The listen after them still reports a
 * port taken in between.
 */
export function assertPortFree(host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => reject(listenFailure(error, host, port)));
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}
