import { INCOME_PATH, ZIncomeList, ZSaveIncome } from '@shared/statements/income-api';
import { actorOf } from '../../auth/session-context';
import { jsonResponse } from '../../http/openapi-helpers';
import { ZOwnerSelection, ZWriteTarget } from '../../http/owner-selection';
import { removalRoute } from '../../http/removal-route';
import { declareRoutes } from '../../http/route-declarations';
import { signedIn } from '../../http/route-guards';
import { createRouter } from '../../http/router';
import type { IncomeService } from './income-service';

const route = declareRoutes({ tags: ['statements'], guard: signedIn });

/** The pay kept from statement imports: listed, kept from a review, removed one by one. */
export function incomeRoutes(service: IncomeService) {
  return createRouter()
    .openapi(
      route.get(INCOME_PATH, {
        summary: "The selected households' pay, kept from statement imports",
        request: { query: ZOwnerSelection },
        200: jsonResponse(ZIncomeList, 'One row per payer, by name.'),
        errors: [404],
      }),
      async (c) => c.json(await service.list(actorOf(c), c.req.valid('query').owners), 200),
    )
    .openapi(
      route.put(INCOME_PATH, {
        summary:
          "Keep the pay series ticked in a statement review as the household's income (a payer kept before is updated)",
        request: { query: ZWriteTarget, body: ZSaveIncome },
        200: jsonResponse(ZIncomeList, "The household's income after saving."),
      }),
      async (c) =>
        c.json(
          await service.save(actorOf(c), c.req.valid('json'), c.req.valid('query').owner),
          200,
        ),
    )
    .openapi(
      ...removalRoute(
        route,
        `${INCOME_PATH}/{id}`,
        { summary: 'Remove a kept income (the AI stops comparing due dates with it)' },
        (actor, id) => service.remove(actor, id),
      ),
    );
}
