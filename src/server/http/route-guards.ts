import type { MiddlewareHandler } from 'hono';
import { requireActor, requireAdmin } from '../auth/session-context';
import { allowedWithoutPlan } from '../auth/plan-exemption';
import type { ErrorStatus } from './openapi-responses';

/** The middleware that lets a request through to a route, and the error statuses it answers. */
export type RouteGuard = { middleware: MiddlewareHandler[]; errors: ErrorStatus[] };

/** Anyone may call the route (sign-in, public pages, Stripe's webhook). */
export const openToAll: RouteGuard = { middleware: [], errors: [] };

/** For signed-in people (401 otherwise). */
export const signedIn: RouteGuard = { middleware: [requireActor], errors: [401] };

/** Signed in, and answered for a household without a plan too (issue 35). */
export const signedInWithoutPlan: RouteGuard = {
  middleware: [requireActor, allowedWithoutPlan],
  errors: [401],
};

/** Signed in first (401), then the admin role (403). */
export const adminOnly: RouteGuard = {
  middleware: [requireActor, requireAdmin],
  errors: [401, 403],
};
