import { createRoute, z } from '@hono/zod-openapi';
import { ZOkResponse } from '@shared/auth/auth-schemas';
import { createRouter } from '../http/router';
import { errorResponses } from '../http/openapi-responses';
import { jsonBody, jsonResponse } from '../http/openapi-helpers';
import { ZIdParam, ZOwnerSelection, ZWriteTarget } from '../http/owner-selection';
import { actorOf, requireActor } from '../auth/session-context';
import { allowedWithoutPlan } from '../auth/plan-exemption';
import { answerList, type Listed } from '../http/list-etag';
import type { Actor } from '../auth/actor';

/** Hono cannot infer validated types through these generics; the schemas did the checking. */
function valid<T>(
  c: { req: { valid: (target: never) => unknown } },
  target: 'json' | 'param' | 'query',
): T {
  return (c.req.valid as (target: string) => T)(target);
}

type Service<Input, View> = {
  listIfChanged(
    actor: Actor,
    owners: string[] | undefined,
    ifNoneMatch: string | undefined,
  ): Promise<Listed<View[]>>;
  create(actor: Actor, input: Input, owner?: string): Promise<View>;
  update(actor: Actor, id: string, input: Input): Promise<View>;
  remove(actor: Actor, id: string): Promise<void>;
  exportCsv?(actor: Actor, owners?: string[]): Promise<string>;
  /** Reveals a sealed number (assets, loans, policies). */
  revealNumber?(actor: Actor, id: string): Promise<string | null>;
};

type Definition<TInput extends z.ZodType, TView extends z.ZodType> = {
  /** URL segment and OpenAPI tag, e.g. `assets`. */
  resource: string;
  /** Key of the list in the JSON answer, e.g. `assets` → `{ assets: [...] }`. */
  listKey: string;
  /** Key of one item in create/update answers, e.g. `asset`. */
  itemKey: string;
  noun: string;
  input: TInput;
  view: TView;
  csvName?: string;
  /**
   * What the sealed number is called, as the reveal route's last segment: `account-number` (the
   * default) mounts GET /{resource}/{id}/account-number answering `{ accountNumber }`;
   * `policy-number` answers `{ policyNumber }` at /policy-number.
   */
  numberName?: 'account-number' | 'policy-number';
};

const NUMBER_KEYS = { 'account-number': 'accountNumber', 'policy-number': 'policyNumber' } as const;

/**
 * The routes of a household resource: list (merging the selected households), create, update,
 * delete, and optionally reveal a sealed number and export CSV. Every route needs a session and
 * goes through the resource's service, which goes through access.ts.
 */
export function householdRoutes<TInput extends z.ZodType, TView extends z.ZodType>(
  definition: Definition<TInput, TView>,
  service: Service<z.output<TInput>, z.output<TView>>,
) {
  const { resource, listKey, itemKey, noun, input, view } = definition;
  const tags = [resource];
  const middleware = [requireActor] as [typeof requireActor];
  // A household without a plan can still take its data out (issue 35).
  const exportMiddleware = [requireActor, allowedWithoutPlan] as [
    typeof requireActor,
    typeof allowedWithoutPlan,
  ];
  const ZList = z.object({ [listKey]: z.array(view) });
  const ZItem = z.object({ [itemKey]: view });
  const router = createRouter();

  router.openapi(
    createRoute({
      method: 'get',
      path: `/${resource}`,
      tags,
      summary: `${noun}s of the selected households, newest first`,
      middleware,
      request: { query: ZOwnerSelection },
      responses: {
        200: jsonResponse(ZList, `The ${noun}s (numbers masked), with an ETag.`),
        304: { description: 'Unchanged since the ETag sent in If-None-Match.' },
        ...errorResponses(400, 401),
      },
    }),
    async (c) => {
      const listed = await service.listIfChanged(
        actorOf(c),
        c.req.valid('query').owners,
        c.req.header('if-none-match'),
      );
      return answerList(c, listed, (items) => c.json({ [listKey]: items }, 200));
    },
  );
  router.openapi(
    createRoute({
      method: 'post',
      path: `/${resource}`,
      tags,
      summary: `Add a ${noun} to a household you may change`,
      middleware,
      request: { query: ZWriteTarget, body: jsonBody(input) },
      responses: { 201: jsonResponse(ZItem, 'Added.'), ...errorResponses(400, 401, 404) },
    }),
    async (c) =>
      c.json(
        {
          [itemKey]: await service.create(
            actorOf(c),
            valid<z.output<TInput>>(c, 'json'),
            valid<{ owner?: string }>(c, 'query').owner,
          ),
        },
        201,
      ),
  );
  router.openapi(
    createRoute({
      method: 'put',
      path: `/${resource}/{id}`,
      tags,
      summary: `Change a ${noun} (omit a secret number to keep it)`,
      middleware,
      request: { params: ZIdParam, body: jsonBody(input) },
      responses: { 200: jsonResponse(ZItem, 'Changed.'), ...errorResponses(400, 401, 404) },
    }),
    async (c) =>
      c.json(
        {
          [itemKey]: await service.update(
            actorOf(c),
            valid<{ id: string }>(c, 'param').id,
            valid<z.output<TInput>>(c, 'json'),
          ),
        },
        200,
      ),
  );
  router.openapi(
    createRoute({
      method: 'delete',
      path: `/${resource}/{id}`,
      tags,
      summary: `Delete a ${noun}`,
      middleware,
      request: { params: ZIdParam },
      responses: { 200: jsonResponse(ZOkResponse, 'Deleted.'), ...errorResponses(400, 401, 404) },
    }),
    async (c) => {
      await service.remove(actorOf(c), c.req.valid('param').id);
      return c.json({ ok: true as const }, 200);
    },
  );
  const revealNumber = service.revealNumber?.bind(service);
  const exportCsv = service.exportCsv?.bind(service);
  if (revealNumber) {
    const numberName = definition.numberName ?? 'account-number';
    const numberKey = NUMBER_KEYS[numberName];
    router.openapi(
      createRoute({
        method: 'get',
        path: `/${resource}/{id}/${numberName}`,
        tags,
        summary: `The full ${numberName.replace('-', ' ')} of a ${noun}, for the person who asks to see it`,
        middleware,
        request: { params: ZIdParam },
        responses: {
          200: jsonResponse(z.object({ [numberKey]: z.string().nullable() }), 'The number.'),
          ...errorResponses(400, 401, 404),
        },
      }),
      async (c) =>
        c.json({ [numberKey]: await revealNumber(actorOf(c), c.req.valid('param').id) }, 200),
    );
  }
  if (exportCsv) {
    router.openapi(
      createRoute({
        method: 'get',
        path: `/${resource}/export`,
        tags,
        summary: `The selected ${noun}s as a CSV file (numbers masked)`,
        middleware: exportMiddleware,
        request: { query: ZOwnerSelection },
        responses: {
          200: { description: 'CSV file.', content: { 'text/csv': { schema: z.string() } } },
          ...errorResponses(400, 401),
        },
      }),
      async (c) => {
        const csv = await exportCsv(actorOf(c), c.req.valid('query').owners);
        c.header(
          'Content-Disposition',
          `attachment; filename="${definition.csvName ?? `nido-${resource}.csv`}"`,
        );
        return c.body(csv, 200, { 'Content-Type': 'text/csv; charset=utf-8' });
      },
    );
  }
  return router;
}
