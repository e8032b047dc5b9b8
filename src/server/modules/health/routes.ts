import { z } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { jsonResponse } from '../../http/openapi-helpers';
import { declareRoutes } from '../../http/route-declarations';
import { openToAll } from '../../http/route-guards';
import type { DatabaseHandle } from '../../db/client';
import type { DiskSpaceStatus } from '../../platform/disk-space/disk-space-status';
import { OUT_OF_DISK_SPACE_MESSAGE } from '../../platform/disk-space/out-of-disk-space';

/**
 * The longest the check waits for the database's `select 1`: a database that stopped (the
 * embedded one after a failed write) never answers, and a load balancer needs an answer.
 */
export const HEALTH_PING_TIMEOUT_MS = 3_000;

const ZHealth = z
  .object({
    status: z.enum(['ok', 'degraded']),
    database: z.object({
      status: z.enum(['ok', 'unavailable']),
      kind: z.enum(['pglite', 'postgres']),
      latencyMs: z.number().optional(),
    }),
    disk: z.object({
      status: z.enum(['ok', 'full']),
      /** Where the last write failed for lack of space. */
      areas: z.array(z.enum(['database', 'files', 'mail'])).optional(),
      since: z.string().optional(),
      /** The embedded database stopped for lack of space: free space, then restart. */
      databaseStopped: z.boolean().optional(),
      message: z.string().optional(),
    }),
    uptimeSeconds: z.number(),
  })
  .openapi('Health');

const healthRoute = declareRoutes({ tags: ['system'], guard: openToAll }).get('/health', {
  summary: 'Liveness, database status and whether writes fail for lack of disk space',
  200: jsonResponse(ZHealth, 'The server and its database work, and writes find disk space.'),
  503: jsonResponse(
    ZHealth,
    'The database does not answer, or the last write of the database, the stored files or the mailbox failed for lack of disk space.',
  ),
});

class PingTimeout extends Error {
  override name = 'PingTimeout';
}

/** The database's ping, given up after HEALTH_PING_TIMEOUT_MS. */
async function pingWithin(database: Pick<DatabaseHandle, 'ping'>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PingTimeout(`no answer within ${ms} ms`)), ms);
  });
  try {
    await Promise.race([database.ping(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function healthRoutes(
  database: Pick<DatabaseHandle, 'kind' | 'ping'>,
  diskSpace: Pick<DiskSpaceStatus, 'report'>,
) {
  return createRouter().openapi(healthRoute, async (c) => {
    const uptimeSeconds = Math.round(process.uptime());
    const report = diskSpace.report();
    const disk =
      report.status === 'ok' ? report : { ...report, message: OUT_OF_DISK_SPACE_MESSAGE };
    const started = performance.now();
    let databaseStatus: { status: 'ok' | 'unavailable'; latencyMs?: number };
    if (report.status === 'full' && report.databaseStopped) {
      // It answers nothing until restarted: asking would only wait for the timeout.
      databaseStatus = { status: 'unavailable' };
    } else {
      try {
        await pingWithin(database, HEALTH_PING_TIMEOUT_MS);
        const latencyMs = Math.round((performance.now() - started) * 10) / 10;
        databaseStatus = { status: 'ok', latencyMs };
      } catch (error) {
        c.get('log').error({ err: error }, 'database health check failed');
        databaseStatus = { status: 'unavailable' };
      }
    }
    const healthy = databaseStatus.status === 'ok' && report.status === 'ok';
    return c.json(
      {
        status: healthy ? ('ok' as const) : ('degraded' as const),
        database: { ...databaseStatus, kind: database.kind },
        disk,
        uptimeSeconds,
      },
      healthy ? 200 : 503,
    );
  });
}
