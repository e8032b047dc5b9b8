import { z } from '@hono/zod-openapi';
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
import { jsonResponse } from '../../http/openapi-helpers';
import { ZIdParam } from '../../http/owner-selection';
import { idOf } from '../../http/id-param';
import { answerPdf } from '../../http/common-answers';
import { pdfFileResponse } from '../../http/non-json-responses';
import { declareRoutes } from '../../http/route-declarations';
import { removalRoute } from '../../http/removal-route';
import { signedIn } from '../../http/route-guards';
import { actorOf } from '../../auth/session-context';
import type { EventPlanService } from './event-plan-service';

const route = declareRoutes({ tags: ['triggering-event'], guard: signedIn });

const ZRunwayQuery = z.object({
  owner: z
    .uuid({ error: 'owner must be an id' })
    .optional()
    .openapi({ description: "The household; defaults to your own (a guest's: the inviter's)." }),
});

const ZLetterQuery = z.object({
  option: singleLine(z.string().max(40))
    .optional()
    .openapi({ description: 'For a credit bureau task: equifax, experian or transunion.' }),
});

/** Issue 15: the plan's tasks, preview, executor log, runway and letters. */
export function eventPlanRoutes(service: EventPlanService) {
  return createRouter()
    .openapi(
      route.get('/triggering-event/events/{id}/plan', {
        summary:
          'The plan of an unlocked event: its tasks with due dates computed today, who they can be given to, and whether you may work it',
        request: { params: ZIdParam },
        200: jsonResponse(ZEventPlan, 'The plan.'),
      }),
      async (c) => c.json(await service.plans.plan(actorOf(c), idOf(c)), 200),
    )
    .openapi(
      route.get('/triggering-event/preview', {
        summary:
          'The plan your family would be given if the event happened today (your own household only; nothing is stored)',
        request: { query: ZPlanPreviewQuery },
        200: jsonResponse(ZEventPlan, 'The plan as it would be generated now.'),
        errors: [404],
      }),
      async (c) => {
        const { owner, kind } = c.req.valid('query');
        return c.json(await service.plans.preview(actorOf(c), owner, kind), 200);
      },
    )
    .openapi(
      route.patch('/triggering-event/tasks/{id}', {
        summary:
          'Change a task of the plan: status (done, not applicable…), keep/cancel/transfer, assignee, notes, due date, documents',
        request: { params: ZIdParam, body: ZTaskUpdate },
        200: jsonResponse(z.object({ task: ZEventTask }), 'The task as saved.'),
        errors: [409],
      }),
      async (c) =>
        c.json(
          { task: await service.plans.updateTask(actorOf(c), idOf(c), c.req.valid('json')) },
          200,
        ),
    )
    .openapi(
      route.get('/triggering-event/events/{id}/log', {
        summary: 'The executor’s time and expense log of an event, with its totals',
        request: { params: ZIdParam },
        200: jsonResponse(ZExecutorLog, 'The log, newest day first.'),
      }),
      async (c) => c.json(await service.log.log(actorOf(c), idOf(c)), 200),
    )
    .openapi(
      route.post('/triggering-event/events/{id}/log', {
        summary: 'Add time spent or an expense to the executor’s log',
        request: { params: ZIdParam, body: ZLogEntryInput },
        201: jsonResponse(z.object({ entry: ZLogEntry }), 'Added.'),
        errors: [409],
      }),
      async (c) =>
        c.json({ entry: await service.log.add(actorOf(c), idOf(c), c.req.valid('json')) }, 201),
    )
    .openapi(
      ...removalRoute(
        route,
        '/triggering-event/log/{id}',
        {
          summary: 'Remove an entry of the executor’s log (its author or the owner)',
          answered: 'Removed.',
        },
        (actor, id) => service.log.remove(actor, id),
      ),
    )
    .openapi(
      route.get('/triggering-event/runway', {
        summary:
          'The survivor runway: how many months the liquid money on record covers the monthly obligations, now and after the event',
        request: { query: ZRunwayQuery },
        200: jsonResponse(ZRunway, 'The runway and what it counted.'),
        errors: [404],
      }),
      async (c) => c.json(await service.runway.runway(actorOf(c), c.req.valid('query').owner), 200),
    )
    .openapi(
      route.get('/triggering-event/tasks/{id}/letter', {
        summary:
          'A task’s letter as a PDF filled from the records (credit bureau, Social Security, bank, insurer, utility or other bill)',
        request: { params: ZIdParam, query: ZLetterQuery },
        200: pdfFileResponse('PDF file; blanks where the records hold nothing.'),
      }),
      async (c) => {
        const { pdf, fileName } = await service.letters.letter(
          actorOf(c),
          idOf(c),
          c.req.valid('query').option,
        );
        return answerPdf(c, fileName, pdf);
      },
    );
}
