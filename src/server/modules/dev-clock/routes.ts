import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/context';
import { AppError } from '../../http/app-error';
import { loopbackOnly } from '../../http/loopback-only';
import { sameOriginWrites } from '../../http/same-origin-writes';
import type { DevClock } from './dev-clock';

const ZAdvance = z.object({
  advanceHours: z
    .number({ error: 'Send advanceHours, a number of hours' })
    .min(0, 'The clock only moves forward')
    .max(24 * 366, 'At most a year at a time'),
});

/**
 * /dev/clock, for browser tests of timed steps (a triggering event's wait): GET answers the app's
 * time, POST { advanceHours } moves it forward and answers the new time. Mounted only when
 * NIDO_DEV_CLOCK=1 outside production, and answered only on loopback. Outside /api, so the
 * cross-site check is its own: a page on another site, open in the developer's browser, reaches
 * loopback too and must not move the clock.
 */
export function devClockRoutes(clock: DevClock, appUrl: string) {
  const routes = new Hono<AppEnv>();
  routes.use('/dev/clock', loopbackOnly, sameOriginWrites(appUrl));
  routes.get('/dev/clock', (c) => c.json({ now: clock.now().toISOString() }));
  routes.post('/dev/clock', async (c) => {
    const parsed = ZAdvance.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success)
      throw AppError.validation(
        { advanceHours: parsed.error.issues[0]?.message ?? 'Send advanceHours' },
        'Send { "advanceHours": <hours> }.',
      );
    return c.json({ now: clock.advance(parsed.data.advanceHours).toISOString() });
  });
  return routes;
}
