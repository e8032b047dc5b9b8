import { createRoute, z } from '@hono/zod-openapi';
import { ZOkResponse } from '@shared/auth/auth-schemas';
import {
  ZHolding,
  ZHoldingInput,
  ZInvestmentAccount,
  ZInvestmentAccountInput,
  ZPriceInput,
  ZQuoteRefreshResult,
  ZQuoteStatus,
} from '@shared/investments/investment-schemas';
import {
  ZPositionsImportRequest,
  ZPositionsImportResult,
  ZPositionsPreview,
  ZPositionsPreviewRequest,
} from '@shared/investments/positions-import-schemas';
import { createRouter } from '../../http/router';
import { errorResponses } from '../../http/openapi-responses';
import { jsonBody, jsonResponse } from '../../http/openapi-helpers';
import { ZIdParam, ZOwnerSelection, ZWriteTarget } from '../../http/owner-selection';
import { actorOf, requireActor } from '../../auth/session-context';
import { householdRoutes } from '../household-routes';
import type { InvestmentService } from './investment-service';
import type { InvestmentQuotes } from './investment-quotes';
import type { PositionsImport } from './positions-import';

const tags = ['investments'];
const middleware = [requireActor] as [typeof requireActor];
const ZHoldingSaved = z.object({ holding: ZHolding });

const addHolding = createRoute({
  method: 'post',
  path: '/investments/{id}/holdings',
  tags,
  summary: 'Add a holding to an investment account you may change',
  middleware,
  request: { params: ZIdParam, body: jsonBody(ZHoldingInput) },
  responses: { 201: jsonResponse(ZHoldingSaved, 'Added.'), ...errorResponses(400, 401, 404) },
});

const updateHolding = createRoute({
  method: 'put',
  path: '/investments/holdings/{id}',
  tags,
  summary: 'Change a holding',
  middleware,
  request: { params: ZIdParam, body: jsonBody(ZHoldingInput) },
  responses: { 200: jsonResponse(ZHoldingSaved, 'Changed.'), ...errorResponses(400, 401, 404) },
});

const deleteHolding = createRoute({
  method: 'delete',
  path: '/investments/holdings/{id}',
  tags,
  summary: 'Delete a holding',
  middleware,
  request: { params: ZIdParam },
  responses: { 200: jsonResponse(ZOkResponse, 'Deleted.'), ...errorResponses(400, 401, 404) },
});

const setPrice = createRoute({
  method: 'post',
  path: '/investments/holdings/{id}/prices',
  tags,
  summary:
    "A new price for the holding's symbol as of a day (every holding of it in the household)",
  middleware,
  request: { params: ZIdParam, body: jsonBody(ZPriceInput) },
  responses: { 200: jsonResponse(ZHoldingSaved, 'Recorded.'), ...errorResponses(400, 401, 404) },
});

const quoteStatus = createRoute({
  method: 'get',
  path: '/investments/quotes',
  tags,
  summary: 'Whether live quotes are configured',
  middleware,
  responses: { 200: jsonResponse(ZQuoteStatus, 'The status.'), ...errorResponses(401) },
});

const refreshQuotes = createRoute({
  method: 'post',
  path: '/investments/quotes/refresh',
  tags,
  summary: 'Fetch live prices for the selected households you may change (when configured)',
  middleware,
  request: { query: ZOwnerSelection },
  responses: {
    200: jsonResponse(ZQuoteRefreshResult, 'Prices recorded, and the symbols that failed.'),
    ...errorResponses(400, 401, 404, 409),
  },
});

const previewImport = createRoute({
  method: 'post',
  path: '/investments/import/preview',
  tags,
  summary: 'Read a brokerage positions CSV without saving anything: rows, bad rows, accounts',
  middleware,
  request: { query: ZWriteTarget, body: jsonBody(ZPositionsPreviewRequest) },
  responses: {
    200: jsonResponse(ZPositionsPreview, 'The file as read.'),
    ...errorResponses(400, 401, 404),
  },
});

const runImport = createRoute({
  method: 'post',
  path: '/investments/import',
  tags,
  summary: "Save a positions CSV's good rows into the chosen accounts",
  middleware,
  request: { query: ZWriteTarget, body: jsonBody(ZPositionsImportRequest) },
  responses: {
    200: jsonResponse(ZPositionsImportResult, 'Imported.'),
    ...errorResponses(400, 401, 404),
  },
});

/**
 * Issue 13's investment routes: the accounts as a household resource, then holdings, prices,
 * live quotes and the positions import. The fixed paths come before `{id}` ones.
 */
export function investmentRoutes(
  service: InvestmentService,
  quotes: InvestmentQuotes,
  positions: PositionsImport,
) {
  const extra = createRouter()
    .openapi(quoteStatus, (c) => c.json(quotes.status(), 200))
    .openapi(refreshQuotes, async (c) =>
      c.json(await quotes.refresh(actorOf(c), c.req.valid('query').owners), 200),
    )
    .openapi(previewImport, async (c) =>
      c.json(
        await positions.preview(actorOf(c), c.req.valid('json').csv, c.req.valid('query').owner),
        200,
      ),
    )
    .openapi(runImport, async (c) =>
      c.json(
        await positions.import(actorOf(c), c.req.valid('json'), c.req.valid('query').owner),
        200,
      ),
    )
    .openapi(addHolding, async (c) =>
      c.json(
        {
          holding: await service.addHolding(
            actorOf(c),
            c.req.valid('param').id,
            c.req.valid('json'),
          ),
        },
        201,
      ),
    )
    .openapi(updateHolding, async (c) =>
      c.json(
        {
          holding: await service.updateHolding(
            actorOf(c),
            c.req.valid('param').id,
            c.req.valid('json'),
          ),
        },
        200,
      ),
    )
    .openapi(deleteHolding, async (c) => {
      await service.removeHolding(actorOf(c), c.req.valid('param').id);
      return c.json({ ok: true as const }, 200);
    })
    .openapi(setPrice, async (c) =>
      c.json(
        {
          holding: await service.setPrice(actorOf(c), c.req.valid('param').id, c.req.valid('json')),
        },
        200,
      ),
    );
  return extra.route(
    '/',
    householdRoutes(
      {
        resource: 'investments',
        listKey: 'investments',
        itemKey: 'investment',
        noun: 'investment account',
        input: ZInvestmentAccountInput,
        view: ZInvestmentAccount,
        csvName: 'nido-investments.csv',
      },
      service,
    ),
  );
}
