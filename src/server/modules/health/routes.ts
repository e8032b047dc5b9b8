import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import type { DatabaseHandle } from '../../db/client';

const ZHealth = z
  .object({
    status: z.enum(['ok', 'degraded']),
    database: z.object({
      status: z.enum(['ok', 'unavailable']),
      kind: z.enum(['pglite', 'postgres']),
      latencyMs: z.number().optional(),
    }),
    uptimeSeconds: z.number(),
  })
  .openapi('Health');

const healthRoute = createRoute({
  method: 'get',
  path: '/health',
  tags: ['system'],
  summary: 'Liveness and database status',
  responses: {
    200: {
      description: 'The server and its database work.',
      content: { 'application/json': { schema: ZHealth } },
    },
    503: {
      description: 'The database does not answer.',
      content: { 'application/json': { schema: ZHealth } },
    },
  },
});

export function healthRoutes(database: Pick<DatabaseHandle, 'kind' | 'ping'>) {
  return createRouter().openapi(healthRoute, async (c) => {
    const uptimeSeconds = Math.round(process.uptime());
    const started = performance.now();
    try {
      await database.ping();
      const latencyMs = Math.round((performance.now() - started) * 10) / 10;
      return c.json(
        {
          status: 'ok' as const,
          database: { status: 'ok' as const, kind: database.kind, latencyMs },
          uptimeSeconds,
        },
        200,
      );
    } catch (error) {
      c.get('log').error({ err: error }, 'database health check failed');
      return c.json(
        {
          status: 'degraded' as const,
          database: { status: 'unavailable' as const, kind: database.kind },
          uptimeSeconds,
        },
        503,
      );
    }
  });
}
