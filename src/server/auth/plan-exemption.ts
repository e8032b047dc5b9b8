import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../http/context';

/**
 * For the routes a household keeps while it has no plan (issue 35; docs/ARCHITECTURE.md
 * "Payments"): its exports (the CSV files, the binder, the documents' list and downloads), so a
 * household that stops paying can still take its data out; the safety steps of a reported
 * death or incapacity (seeing it, stopping it, removing an unlocker); taking access away (an
 * advisor's grant); and the family selector's list of households. access.ts then lets the
 * actor reach every household it otherwise would, paid for or not. Runs after `requireActor`.
 */
export const allowedWithoutPlan = createMiddleware<AppEnv>(async (c, next) => {
  const actor = c.get('actor');
  if (actor && actor.unpaidOwnerIds.length > 0) c.set('actor', { ...actor, exemptFromPlan: true });
  await next();
});
