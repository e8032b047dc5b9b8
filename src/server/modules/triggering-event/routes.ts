import { z } from '@hono/zod-openapi';
import {
  ZEventOverview,
  ZReportEventInput,
  ZTriggerEvent,
  ZTrustedContact,
  ZTrustedContactInput,
  ZTrustedContactUpdate,
} from '@shared/triggering-event/event-schemas';
import { createRouter } from '../../http/router';
import { jsonResponse } from '../../http/openapi-helpers';
import { ZIdParam } from '../../http/owner-selection';
import { idOf } from '../../http/id-param';
import { declareRoutes } from '../../http/route-declarations';
import { removalRoute } from '../../http/removal-route';
import { signedIn, signedInWithoutPlan } from '../../http/route-guards';
import { actorOf } from '../../auth/session-context';
import type { TriggeringEventService } from './triggering-event-service';

const route = declareRoutes({ tags: ['triggering-event'], guard: signedIn });
// A report of a death or incapacity can always be made, seen and stopped, plan or not (issue 35);
// what it unlocks (the plan, the household's records) still needs the household's plan.
const safetyGuard = signedInWithoutPlan;
const ZContactSaved = z.object({ contact: ZTrustedContact });
const ZEventSaved = z.object({ event: ZTriggerEvent });

/** Issue 15: trusted contacts, reporting, stopping and re-locking an event, an admin's reversal. */
export function triggeringEventRoutes(service: TriggeringEventService) {
  return createRouter()
    .openapi(
      route.get('/triggering-event', {
        summary:
          'Each household you may read: whether you may report an event, the current event as you may see it, and (your own) trusted contacts and past events',
        guard: safetyGuard,
        200: jsonResponse(ZEventOverview, 'Your own household first, then the others by name.'),
      }),
      async (c) => c.json(await service.overview(actorOf(c)), 200),
    )
    .openapi(
      route.post('/triggering-event/contacts', {
        summary: 'Name a member connected to your household as a trusted contact (who may report)',
        request: { body: ZTrustedContactInput },
        201: jsonResponse(ZContactSaved, 'Named.'),
        errors: [404, 409],
      }),
      async (c) =>
        c.json({ contact: await service.contacts.add(actorOf(c), c.req.valid('json')) }, 201),
    )
    .openapi(
      route.patch('/triggering-event/contacts/{id}', {
        summary: "Change a trusted contact's priority and waiting period",
        request: { params: ZIdParam, body: ZTrustedContactUpdate },
        200: jsonResponse(ZContactSaved, 'Changed.'),
      }),
      async (c) =>
        c.json(
          { contact: await service.contacts.update(actorOf(c), idOf(c), c.req.valid('json')) },
          200,
        ),
    )
    .openapi(
      ...removalRoute(
        route,
        '/triggering-event/contacts/{id}',
        { summary: 'Remove a trusted contact', answered: 'Removed.', guard: safetyGuard },
        (actor, id) => service.contacts.remove(actor, id),
      ),
    )
    .openapi(
      route.post('/triggering-event/events', {
        summary:
          'As a trusted contact, report the death or incapacity of a household owner; it unlocks after your waiting period unless the owner stops it',
        guard: safetyGuard,
        request: { body: ZReportEventInput },
        201: jsonResponse(ZEventSaved, 'Reported; the owner is emailed at once.'),
        errors: [403, 404, 409],
      }),
      async (c) =>
        c.json({ event: await service.events.report(actorOf(c), c.req.valid('json')) }, 201),
    )
    .openapi(
      route.post('/triggering-event/events/{id}/stop', {
        summary:
          'The owner\'s "I\'m OK, stop this" (a sign-in at most 15 minutes old, else 401 FRESH_SIGN_IN_REQUIRED)',
        guard: safetyGuard,
        request: { params: ZIdParam },
        200: jsonResponse(ZEventSaved, 'Stopped; the reporter is told.'),
        errors: [409],
      }),
      async (c) => c.json({ event: await service.events.stop(actorOf(c), idOf(c)) }, 200),
    )
    .openapi(
      route.post('/triggering-event/events/{id}/relock', {
        summary:
          'The owner locks the household again after an unlocked incapacity (fresh sign-in needed); a death cannot be re-locked',
        guard: safetyGuard,
        request: { params: ZIdParam },
        200: jsonResponse(ZEventSaved, 'Locked again: after-event items are hidden again.'),
        errors: [409],
      }),
      async (c) => c.json({ event: await service.events.relock(actorOf(c), idOf(c)) }, 200),
    )
    .openapi(
      route.post('/admin/trigger-events/{id}/reverse', {
        tags: ['admin'],
        summary:
          'An administrator reverses an unlocked death reported in error (a sign-in at most 15 minutes old, else 401 FRESH_SIGN_IN_REQUIRED)',
        request: { params: ZIdParam },
        200: jsonResponse(ZEventSaved, 'Reversed: after-event items are hidden again.'),
        errors: [409],
      }),
      async (c) => c.json({ event: await service.events.reverse(actorOf(c), idOf(c)) }, 200),
    );
}
