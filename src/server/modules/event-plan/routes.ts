import { createRoute, z } from '@hono/zod-openapi';
import { ZOkResponse } from '@shared/auth/auth-schemas';
import { singleLine } from '@shared/validation/plain-text';
import {
  ZEventPlan,
  ZEventTask,
  ZExecutorLog,
  ZLogEntry,
  ZLogEntryInput,
  ZPlanPreviewQuery,
  ZRunway,
  ZTaskUpdate,
} from '@shared/triggering-event/plan-schemas';
import { createRouter } from '../../http/router';
import { errorResponses } from '../../http/openapi-responses';
import { jsonBody, jsonResponse } from '../../http/openapi-helpers';
import { ZIdParam } from '../../http/owner-selection';
import { actorOf, requireActor } from '../../auth/session-context';
import type { EventPlanService } from './event-plan-service';

const tags = ['triggering-event'];
const middleware = [requireActor] as [typeof requireActor];

const plan = createRoute({
  method: 'get',
  path: '/triggering-event/events/{id}/plan',
  tags,
  summary:
    'The plan of an unlocked event: its tasks with due dates computed today, who they can be given to, and whether you may work it',
  middleware,
  request: { params: ZIdParam },
  responses: {
    200: jsonResponse(ZEventPlan, 'The plan.'),
    ...errorResponses(400, 401, 404),
  },
});

const preview = createRoute({
  method: 'get',
  path: '/triggering-event/preview',
  tags,
  summary:
    'The plan your family would be given if the event happened today (your own household only; nothing is stored)',
  middleware,
  request: { query: ZPlanPreviewQuery },
  responses: {
    200: jsonResponse(ZEventPlan, 'The plan as it would be generated now.'),
    ...errorResponses(400, 401, 404),
  },
});

const updateTask = createRoute({
  method: 'patch',
  path: '/triggering-event/tasks/{id}',
  tags,
  summary:
    'Change a task of the plan: status (done, not applicable…), keep/cancel/transfer, assignee, notes, due date, documents',
  middleware,
  request: { params: ZIdParam, body: jsonBody(ZTaskUpdate) },
  responses: {
    200: jsonResponse(z.object({ task: ZEventTask }), 'The task as saved.'),
    ...errorResponses(400, 401, 404, 409),
  },
});

const log = createRoute({
  method: 'get',
  path: '/triggering-event/events/{id}/log',
  tags,
  summary: 'The executor’s time and expense log of an event, with its totals',
  middleware,
  request: { params: ZIdParam },
  responses: {
    200: jsonResponse(ZExecutorLog, 'The log, newest day first.'),
    ...errorResponses(400, 401, 404),
  },
});

const addLogEntry = createRoute({
  method: 'post',
  path: '/triggering-event/events/{id}/log',
  tags,
  summary: 'Add time spent or an expense to the executor’s log',
  middleware,
  request: { params: ZIdParam, body: jsonBody(ZLogEntryInput) },
  responses: {
    201: jsonResponse(z.object({ entry: ZLogEntry }), 'Added.'),
    ...errorResponses(400, 401, 404, 409),
  },
});

const removeLogEntry = createRoute({
  method: 'delete',
  path: '/triggering-event/log/{id}',
  tags,
  summary: 'Remove an entry of the executor’s log (its author or the owner)',
  middleware,
  request: { params: ZIdParam },
  responses: { 200: jsonResponse(ZOkResponse, 'Removed.'), ...errorResponses(400, 401, 404) },
});

const ZRunwayQuery = z.object({
  owner: z.uuid({ error: 'owner must be an id' }).optional().openapi({
    description: "The household; defaults to your own (a guest's: the inviter's).",
  }),
});

const runway = createRoute({
  method: 'get',
  path: '/triggering-event/runway',
  tags,
  summary:
    'The survivor runway: how many months the liquid money on record covers the monthly obligations, now and after the event',
  middleware,
  request: { query: ZRunwayQuery },
  responses: {
    200: jsonResponse(ZRunway, 'The runway and what it counted.'),
    ...errorResponses(400, 401, 404),
  },
});

const ZLetterQuery = z.object({
  option: singleLine(z.string().max(40)).optional().openapi({
    description: 'For a credit bureau task: equifax, experian or transunion.',
  }),
});

const letter = createRoute({
  method: 'get',
  path: '/triggering-event/tasks/{id}/letter',
  tags,
  summary:
    'A task’s letter as a PDF filled from the records (credit bureau, Social Security, bank, insurer, utility or other bill)',
  middleware,
  request: { params: ZIdParam, query: ZLetterQuery },
  responses: {
    200: {
      description: 'PDF file; blanks where the records hold nothing.',
      content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    ...errorResponses(400, 401, 404),
  },
});

/** Issue 15: the plan's tasks, preview, executor log, runway and letters. */
export function eventPlanRoutes(service: EventPlanService) {
  return createRouter()
    .openapi(plan, async (c) =>
      c.json(await service.plans.plan(actorOf(c), c.req.valid('param').id), 200),
    )
    .openapi(preview, async (c) => {
      const { owner, kind } = c.req.valid('query');
      return c.json(await service.plans.preview(actorOf(c), owner, kind), 200);
    })
    .openapi(updateTask, async (c) =>
      c.json(
        {
          task: await service.plans.updateTask(
            actorOf(c),
            c.req.valid('param').id,
            c.req.valid('json'),
          ),
        },
        200,
      ),
    )
    .openapi(log, async (c) =>
      c.json(await service.log.log(actorOf(c), c.req.valid('param').id), 200),
    )
    .openapi(addLogEntry, async (c) =>
      c.json(
        {
          entry: await service.log.add(actorOf(c), c.req.valid('param').id, c.req.valid('json')),
        },
        201,
      ),
    )
    .openapi(removeLogEntry, async (c) => {
      await service.log.remove(actorOf(c), c.req.valid('param').id);
      return c.json({ ok: true as const }, 200);
    })
    .openapi(runway, async (c) =>
      c.json(await service.runway.runway(actorOf(c), c.req.valid('query').owner), 200),
    )
    .openapi(letter, async (c) => {
      const { pdf, fileName } = await service.letters.letter(
        actorOf(c),
        c.req.valid('param').id,
        c.req.valid('query').option,
      );
      c.header('Content-Disposition', `attachment; filename="${fileName}"`);
      // Private household data: never kept by a shared cache.
      c.header('Cache-Control', 'private, no-store');
      return c.body(new Uint8Array(pdf), 200, { 'Content-Type': 'application/pdf' });
    });
}
