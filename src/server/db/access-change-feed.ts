import type { PGlite } from '@electric-sql/pglite';

/** The channel migration 0019's trigger announces a changed access counter on. */
export const ACCESS_CHANGED_CHANNEL = 'nido_access_changed';

export type AccessChangeListener = (userId: string, version: number) => void;

/** Every change of a user's access counter, as it commits; subscribing returns its undo. */
export type AccessChangeFeed = {
  subscribe(listener: AccessChangeListener): () => void;
};

/**
 * Listens on the embedded database's one session, which therefore announces every change of an
 * access counter (migration 0019). That session makes every change there is: the data folder is
 * locked to one process (db/data-dir-lock.ts), and PGlite has no other sessions. PGlite hands a
 * notice to its listeners in a microtask queued while it reads the committing statement's answer,
 * so they have run before that statement's caller goes on, and before any request that arrives
 * after it (test/family/session-cache-announced.test.ts).
 */
export async function listenForAccessChanges(client: PGlite): Promise<AccessChangeFeed> {
  const listeners = new Set<AccessChangeListener>();
  await client.listen(ACCESS_CHANGED_CHANNEL, (payload) => {
    const [userId = '', version = ''] = payload.split(' ');
    for (const listener of listeners) listener(userId, Number(version));
  });
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
