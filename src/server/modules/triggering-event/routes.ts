import { createRoute, z } from '@hono/zod-openapi';
import { ZOkResponse } from '@shared/auth/auth-schemas';
import {
  ZEventOverview,
  ZReportEventInput,
  ZTriggerEvent,
  ZTrustedContact,
  ZTrustedContactInput,
  ZTrustedContactUpdate,
} from '@shared/triggering-event/event-schemas';
import { createRouter } from '../../http/router';
import { errorResponses } from '../../http/openapi-responses';
import { jsonBody, jsonResponse } from '../../http/openapi-helpers';
import { ZIdParam } from '../../http/owner-selection';
import { actorOf, requireActor } from '../../auth/session-context';
import { allowedWithoutPlan } from '../../auth/plan-exemption';
import type { TriggeringEventService } from './triggering-event-service';

const tags = ['triggering-event'];
const middleware = [requireActor] as [typeof requireActor];
// A report of a death or incapacity can always be made, seen and stopped, plan or not (issue 35);
// what it unlocks (the plan, the household's records) still needs the household's plan.
const safetyMiddleware = [requireActor, allowedWithoutPlan] as [
  typeof requireActor,
  typeof allowedWithoutPlan,
];
const ZContactSaved = z.object({ contact: ZTrustedContact });
const ZEventSaved = z.object({ event: ZTriggerEvent });

const overview = createRoute({
  method: 'get',
  path: '/triggering-event',
  tags,
  summary:
    'Each household you may read: whether you may report an event, the current event as you may see it, and (your own) trusted contacts and past events',
  middleware: safetyMiddleware,
  responses: {
    200: jsonResponse(ZEventOverview, 'Your own household first, then the others by name.'),
    ...errorResponses(401),
  },
});

const addContact = createRoute({
  method: 'post',
  path: '/triggering-event/contacts',
  tags,
  summary: 'Name a member connected to your household as a trusted contact (who may report)',
  middleware,
  request: { body: jsonBody(ZTrustedContactInput) },
  responses: {
    201: jsonResponse(ZContactSaved, 'Named.'),
    ...errorResponses(400, 401, 404, 409),
  },
});

const updateContact = createRoute({
  method: 'patch',
  path: '/triggering-event/contacts/{id}',
  tags,
  summary: "Change a trusted contact's priority and waiting period",
  middleware,
  request: { params: ZIdParam, body: jsonBody(ZTrustedContactUpdate) },
  responses: {
    200: jsonResponse(ZContactSaved, 'Changed.'),
    ...errorResponses(400, 401, 404),
  },
});

const removeContact = createRoute({
  method: 'delete',
  path: '/triggering-event/contacts/{id}',
  tags,
  summary: 'Remove a trusted contact',
  middleware: safetyMiddleware,
  request: { params: ZIdParam },
  responses: { 200: jsonResponse(ZOkResponse, 'Removed.'), ...errorResponses(400, 401, 404) },
});

const report = createRoute({
  method: 'post',
  path: '/triggering-event/events',
  tags,
  summary:
    'As a trusted contact, report the death or incapacity of a household owner; it unlocks after your waiting period unless the owner stops it',
  middleware: safetyMiddleware,
  request: { body: jsonBody(ZReportEventInput) },
  responses: {
    201: jsonResponse(ZEventSaved, 'Reported; the owner is emailed at once.'),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

const stop = createRoute({
  method: 'post',
  path: '/triggering-event/events/{id}/stop',
  tags,
  summary:
    'The owner\'s "I\'m OK, stop this" (a sign-in at most 15 minutes old, else 401 FRESH_SIGN_IN_REQUIRED)',
  middleware: safetyMiddleware,
  request: { params: ZIdParam },
  responses: {
    200: jsonResponse(ZEventSaved, 'Stopped; the reporter is told.'),
    ...errorResponses(400, 401, 404, 409),
  },
});

const relock = createRoute({
  method: 'post',
  path: '/triggering-event/events/{id}/relock',
  tags,
  summary:
    'The owner locks the household again after an unlocked incapacity (fresh sign-in needed); a death cannot be re-locked',
  middleware: safetyMiddleware,
  request: { params: ZIdParam },
  responses: {
    200: jsonResponse(ZEventSaved, 'Locked again: after-event items are hidden again.'),
    ...errorResponses(400, 401, 404, 409),
  },
});

const reverse = createRoute({
  method: 'post',
  path: '/admin/trigger-events/{id}/reverse',
  tags: ['admin'],
  summary:
    'An administrator reverses an unlocked death reported in error (a sign-in at most 15 minutes old, else 401 FRESH_SIGN_IN_REQUIRED)',
  middleware,
  request: { params: ZIdParam },
  responses: {
    200: jsonResponse(ZEventSaved, 'Reversed: after-event items are hidden again.'),
    ...errorResponses(400, 401, 404, 409),
  },
});

/** Issue 15: trusted contacts, reporting, stopping and re-locking an event, an admin's reversal. */
export function triggeringEventRoutes(service: TriggeringEventService) {
  return createRouter()
    .openapi(overview, async (c) => c.json(await service.overview(actorOf(c)), 200))
    .openapi(addContact, async (c) =>
      c.json({ contact: await service.contacts.add(actorOf(c), c.req.valid('json')) }, 201),
    )
    .openapi(updateContact, async (c) =>
      c.json(
        {
          contact: await service.contacts.update(
            actorOf(c),
            c.req.valid('param').id,
            c.req.valid('json'),
          ),
        },
        200,
      ),
    )
    .openapi(removeContact, async (c) => {
      await service.contacts.remove(actorOf(c), c.req.valid('param').id);
      return c.json({ ok: true as const }, 200);
    })
    .openapi(report, async (c) =>
      c.json({ event: await service.events.report(actorOf(c), c.req.valid('json')) }, 201),
    )
    .openapi(stop, async (c) =>
      c.json({ event: await service.events.stop(actorOf(c), c.req.valid('param').id) }, 200),
    )
    .openapi(relock, async (c) =>
      c.json({ event: await service.events.relock(actorOf(c), c.req.valid('param').id) }, 200),
    )
    .openapi(reverse, async (c) =>
      c.json({ event: await service.events.reverse(actorOf(c), c.req.valid('param').id) }, 200),
    );
}
