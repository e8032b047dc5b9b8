import { z } from '@hono/zod-openapi';
import { createRouter } from '../http/router';
import { jsonResponse } from '../http/openapi-helpers';
import { ZIdParam, ZOwnerSelection, ZWriteTarget } from '../http/owner-selection';
import { idOf } from '../http/id-param';
import { answerCsv } from '../http/common-answers';
import { csvFileResponse, notModifiedResponse } from '../http/non-json-responses';
import { declareRoutes } from '../http/route-declarations';
import { removalRoute } from '../http/removal-route';
import { signedIn, signedInWithoutPlan } from '../http/route-guards';
import { actorOf } from '../auth/session-context';
import { answerList, type Listed } from '../http/list-etag';
import { listRequest } from '../http/list-request';
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
  const route = declareRoutes({ tags: [resource], guard: signedIn });
  const ZList = z.object({ [listKey]: z.array(view) });
  const ZItem = z.object({ [itemKey]: view });
  const router = createRouter();

  router.openapi(
    route.get(`/${resource}`, {
      summary: `${noun}s of the selected households, newest first`,
      request: { query: ZOwnerSelection },
      200: jsonResponse(ZList, `The ${noun}s (numbers masked), with an ETag.`),
      304: notModifiedResponse,
    }),
    async (c) => {
      const listed = await service.listIfChanged(...listRequest(c));
      return answerList(c, listed, (items) => c.json({ [listKey]: items }, 200));
    },
  );
  router.openapi(
    route.post(`/${resource}`, {
      summary: `Add a ${noun} to a household you may change`,
      request: { query: ZWriteTarget, body: input },
      201: jsonResponse(ZItem, 'Added.'),
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
    route.put(`/${resource}/{id}`, {
      summary: `Change a ${noun} (omit a secret number to keep it)`,
      request: { params: ZIdParam, body: input },
      200: jsonResponse(ZItem, 'Changed.'),
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
    ...removalRoute(route, `/${resource}/{id}`, { summary: `Delete a ${noun}` }, (actor, id) =>
      service.remove(actor, id),
    ),
  );
  const revealNumber = service.revealNumber?.bind(service);
  const exportCsv = service.exportCsv?.bind(service);
  if (revealNumber) {
    const numberName = definition.numberName ?? 'account-number';
    const numberKey = NUMBER_KEYS[numberName];
    router.openapi(
      route.get(`/${resource}/{id}/${numberName}`, {
        summary: `The full ${numberName.replace('-', ' ')} of a ${noun}, for the person who asks to see it`,
        request: { params: ZIdParam },
        200: jsonResponse(z.object({ [numberKey]: z.string().nullable() }), 'The number.'),
      }),
      async (c) => c.json({ [numberKey]: await revealNumber(actorOf(c), idOf(c)) }, 200),
    );
  }
  if (exportCsv) {
    router.openapi(
      route.get(`/${resource}/export`, {
        summary: `The selected ${noun}s as a CSV file (numbers masked)`,
        // A household without a plan can still take its data out (issue 35).
        guard: signedInWithoutPlan,
        request: { query: ZOwnerSelection },
        200: csvFileResponse,
      }),
      async (c) =>
        answerCsv(
          c,
          definition.csvName ?? `nido-${resource}.csv`,
          await exportCsv(actorOf(c), c.req.valid('query').owners),
        ),
    );
  }
  return router;
}
