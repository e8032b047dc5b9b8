import type { Logger } from '../logger';
import type { Actor } from '../auth/actor';
import type { DiskSpaceStatus } from '../platform/disk-space/disk-space-status';

/** What every request handler can read from `c.var`. */
export type AppEnv = {
  Variables: {
    requestId: string;
    log: Logger;
    /** The signed-in person, or null (set by auth/session-context.ts on every API request). */
    actor: Actor | null;
    /** Why a session that came with the request is no longer valid. */
    sessionEnded?: 'idle';
    /** Whether writes fail for lack of disk space (set by http/disk-space-watch.ts). */
    diskSpace?: DiskSpaceStatus;
  };
};
