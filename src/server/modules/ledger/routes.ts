import { z } from '@hono/zod-openapi';
import { ZInvestmentAccount } from '@shared/investments/investment-schemas';
import { ZMergeDecision, ZMergeProposals } from '@shared/ledger/account-merge-schemas';
import { createRouter } from '../../http/router';
import { jsonResponse } from '../../http/openapi-helpers';
import { ZOwnerSelection } from '../../http/owner-selection';
import { declareRoutes } from '../../http/route-declarations';
import { signedIn } from '../../http/route-guards';
import { actorOf } from '../../auth/session-context';
import type { AccountMerges } from './account-merges';

const route = declareRoutes({ tags: ['accounts'], guard: signedIn });

/** Issue 40: proposed merges of one account recorded twice, and the owner's answers. */
export function accountMergeRoutes(merges: AccountMerges) {
  return createRouter()
    .openapi(
      route.get('/account-merges', {
        summary: 'Investment records of the selected households that may be one account',
        request: { query: ZOwnerSelection },
        200: jsonResponse(ZMergeProposals, 'The proposals, same account number first.'),
        errors: [404],
      }),
      async (c) =>
        c.json({ proposals: await merges.proposals(actorOf(c), c.req.valid('query').owners) }, 200),
    )
    .openapi(
      route.post('/account-merges', {
        summary: 'Merge one record into the other: holdings, links and differing facts move over',
        request: { body: ZMergeDecision },
        200: jsonResponse(z.object({ account: ZInvestmentAccount }), 'The account that stayed.'),
        errors: [400, 404],
      }),
      async (c) => c.json({ account: await merges.merge(actorOf(c), c.req.valid('json')) }, 200),
    )
    .openapi(
      route.post('/account-merges/keep-both', {
        summary: 'The two records are different accounts: stop proposing their merge',
        request: { body: ZMergeDecision },
        200: jsonResponse(z.object({ ok: z.literal(true) }), 'Recorded.'),
        errors: [400, 404],
      }),
      async (c) => {
        await merges.keepBoth(actorOf(c), c.req.valid('json'));
        return c.json({ ok: true as const }, 200);
      },
    );
}
