import type { Context } from 'hono';
import { ZOkResponse } from '@shared/auth/auth-schemas';
import { actorOf } from '../auth/session-context';
import type { Actor } from '../auth/actor';
import type { AppEnv } from './context';
import { answerOk } from './common-answers';
import { jsonResponse } from './openapi-helpers';
import type { ErrorStatus } from './openapi-responses';
import { ZIdParam } from './owner-selection';
import type { declareRoutes } from './route-declarations';
import type { RouteGuard } from './route-guards';

type Removal = {
  summary: string;
  /** What the answer says was done. */
  answered?: string;
  guard?: RouteGuard;
  errors?: ErrorStatus[];
};

/**
 * DELETE of one item by its id, answered `{ ok: true }` once `remove` is done: the route and its
 * handler, for `router.openapi(...removalRoute(…))`.
 */
export function removalRoute<P extends string>(
  routes: ReturnType<typeof declareRoutes>,
  path: P,
  { summary, answered = 'Deleted.', guard, errors }: Removal,
  remove: (actor: Actor, id: string) => Promise<unknown>,
) {
  const route = routes.delete(path, {
    summary,
    ...(guard && { guard }),
    request: { params: ZIdParam },
    200: jsonResponse(ZOkResponse, answered),
    ...(errors && { errors }),
  });
  // The router checked the id against ZIdParam before the handler runs.
  const handler = async (c: Context<AppEnv>) => {
    await remove(actorOf(c), c.req.param('id') as string);
    return answerOk(c);
  };
  return [route, handler] as const;
}
