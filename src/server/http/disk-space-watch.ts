import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context';
import { AppError } from './app-error';
import type { DiskSpaceStatus } from '../platform/disk-space/disk-space-status';
import { OUT_OF_DISK_SPACE_MESSAGE } from '../platform/disk-space/out-of-disk-space';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Hands every request the disk-space status (the error handler marks the database full when a
 * statement fails for lack of space) and clears that mark when a write request succeeds: nearly
 * every one writes the database, so its success shows that writes go through again. Once the
 * embedded database has stopped for lack of space it answers no query, so API requests are told
 * at once instead of waiting for it; the health check still answers.
 */
export function diskSpaceWatch(status: DiskSpaceStatus) {
  return createMiddleware<AppEnv>(async (c, next) => {
    c.set('diskSpace', status);
    if (status.isDatabaseStopped && c.req.path.startsWith('/api/') && c.req.path !== '/api/health')
      throw new AppError('INSUFFICIENT_STORAGE', OUT_OF_DISK_SPACE_MESSAGE);
    await next();
    if (WRITES.has(c.req.method) && c.res.status < 400) status.writeSucceeded('database');
  });
}
