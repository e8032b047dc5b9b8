import { z } from '@hono/zod-openapi';
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
import { jsonResponse } from '../../http/openapi-helpers';
import { ZIdParam, ZOwnerSelection, ZWriteTarget } from '../../http/owner-selection';
import { idOf } from '../../http/id-param';
import { declareRoutes } from '../../http/route-declarations';
import { removalRoute } from '../../http/removal-route';
import { signedIn } from '../../http/route-guards';
import { actorOf } from '../../auth/session-context';
import { householdRoutes } from '../household-routes';
import type { InvestmentService } from './investment-service';
import type { InvestmentQuotes } from './investment-quotes';
import type { PositionsImport } from './positions-import';

const route = declareRoutes({ tags: ['investments'], guard: signedIn });
const ZHoldingSaved = z.object({ holding: ZHolding });

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
    .openapi(
      route.get('/investments/quotes', {
        summary: 'Whether live quotes are configured',
        200: jsonResponse(ZQuoteStatus, 'The status.'),
      }),
      (c) => c.json(quotes.status(), 200),
    )
    .openapi(
      route.post('/investments/quotes/refresh', {
        summary: 'Fetch live prices for the selected households you may change (when configured)',
        request: { query: ZOwnerSelection },
        200: jsonResponse(ZQuoteRefreshResult, 'Prices recorded, and the symbols that failed.'),
        errors: [404, 409],
      }),
      async (c) => c.json(await quotes.refresh(actorOf(c), c.req.valid('query').owners), 200),
    )
    .openapi(
      route.post('/investments/import/preview', {
        summary: 'Read a brokerage positions CSV without saving anything: rows, bad rows, accounts',
        request: { query: ZWriteTarget, body: ZPositionsPreviewRequest },
        200: jsonResponse(ZPositionsPreview, 'The file as read.'),
      }),
      async (c) =>
        c.json(
          await positions.preview(actorOf(c), c.req.valid('json').csv, c.req.valid('query').owner),
          200,
        ),
    )
    .openapi(
      route.post('/investments/import', {
        summary: "Save a positions CSV's good rows into the chosen accounts",
        request: { query: ZWriteTarget, body: ZPositionsImportRequest },
        200: jsonResponse(ZPositionsImportResult, 'Imported.'),
      }),
      async (c) =>
        c.json(
          await positions.import(actorOf(c), c.req.valid('json'), c.req.valid('query').owner),
          200,
        ),
    )
    .openapi(
      route.post('/investments/{id}/holdings', {
        summary: 'Add a holding to an investment account you may change',
        request: { params: ZIdParam, body: ZHoldingInput },
        201: jsonResponse(ZHoldingSaved, 'Added.'),
      }),
      async (c) =>
        c.json(
          { holding: await service.addHolding(actorOf(c), idOf(c), c.req.valid('json')) },
          201,
        ),
    )
    .openapi(
      route.put('/investments/holdings/{id}', {
        summary: 'Change a holding',
        request: { params: ZIdParam, body: ZHoldingInput },
        200: jsonResponse(ZHoldingSaved, 'Changed.'),
      }),
      async (c) =>
        c.json(
          { holding: await service.updateHolding(actorOf(c), idOf(c), c.req.valid('json')) },
          200,
        ),
    )
    .openapi(
      ...removalRoute(
        route,
        '/investments/holdings/{id}',
        { summary: 'Delete a holding' },
        (actor, id) => service.removeHolding(actor, id),
      ),
    )
    .openapi(
      route.post('/investments/holdings/{id}/prices', {
        summary:
          "A new price for the holding's symbol as of a day (every holding of it in the household)",
        request: { params: ZIdParam, body: ZPriceInput },
        200: jsonResponse(ZHoldingSaved, 'Recorded.'),
      }),
      async (c) =>
        c.json({ holding: await service.setPrice(actorOf(c), idOf(c), c.req.valid('json')) }, 200),
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
