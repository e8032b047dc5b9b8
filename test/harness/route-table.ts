import type { TestApp } from './test-app';

export type ApiRoute = { method: string; path: string };

/**
 * The API routes anyone may call without signing in. Every other route must refuse a visitor
 * with 401; a new public route has to be added here on purpose.
 */
export const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'POST /api/client-errors',
  'POST /api/auth/sign-up',
  'POST /api/auth/sign-up-and-accept',
  'POST /api/auth/sign-in',
  'POST /api/auth/two-factor/verify',
  'POST /api/auth/sign-out',
  'GET /api/auth/session',
  'POST /api/auth/verify-email',
  'POST /api/auth/resend-verification',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'GET /api/invitations/:reference',
  'POST /api/check-country',
  'POST /api/waitlist',
  'POST /api/analytics/events',
  'POST /api/analytics/conversions',
  // A signed link: the token in the path is the permission (issued after the access check).
  'GET /api/files/:token',
  // Stripe's events: no session, no Origin; the Stripe-Signature over the raw body is the check.
  'POST /api/stripe/webhook',
]);

export function routeKey(route: ApiRoute): string {
  return `${route.method} ${route.path}`;
}

/** Every API route the app serves, from its own route table. */
export function apiRoutes(t: TestApp): ApiRoute[] {
  const seen = new Set<string>();
  return t.app.routes
    .filter(
      (route) =>
        route.path.startsWith('/api/') && !route.path.includes('*') && route.method !== 'ALL',
    )
    .filter((route) => route.path !== '/api/openapi.json')
    .filter((route) => {
      const key = routeKey(route);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map(({ method, path }) => ({ method, path }));
}
