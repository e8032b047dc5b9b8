import { createRoute, type RouteConfig, type z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { errorResponses, type ErrorStatus } from './openapi-responses';
import { jsonBody } from './openapi-helpers';
import { ZIdParam, ZWriteTarget } from './owner-selection';
import type { RouteGuard } from './route-guards';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type ResponseEntry = RouteConfig['responses'][string];
type RequestParts = NonNullable<RouteConfig['request']>;
/** A request body other than JSON (a file upload), as OpenAPI describes it. */
type UploadBody = NonNullable<RequestParts['body']>;

/** What a route validates of the request; the body is JSON unless it is an upload. */
type RequestDeclaration = {
  params?: RequestParts['params'];
  query?: RequestParts['query'];
  body?: z.ZodType;
  upload?: UploadBody;
};

/**
 * One route beside its method and path: what it validates of the request (checked by the
 * router), what it answers by status (`200: jsonResponse(…)`), and its error statuses.
 */
type Declaration = {
  summary: string;
  description?: string;
  /** Instead of the group's tags. */
  tags?: readonly string[];
  /** Instead of the group's guard. */
  guard?: RouteGuard;
  request?: RequestDeclaration;
  /** The error statuses this route answers besides the standard ones (see `standardErrors`). */
  errors?: readonly ErrorStatus[];
  /** `false`: `errors` lists every error status, none is implied. */
  standardErrors?: false;
  [status: number]: ResponseEntry;
};

/** The request as `createRoute` takes it: a JSON body gets its media type. */
type RequestOf<R> = Pick<R, Extract<keyof R, 'params' | 'query'>> & {
  [K in keyof R as K extends 'body' | 'upload' ? 'body' : never]: K extends 'body'
    ? { required: true; content: { 'application/json': { schema: R[K] } } }
    : R[K];
};

/** What `createRoute` makes of a declaration, typed so that handlers see its input and answers. */
type DeclaredRoute<M extends Method, P extends string, D extends Declaration> = {
  method: M;
  path: P;
  tags: string[];
  summary: string;
  middleware?: MiddlewareHandler[];
  request: D extends { request: infer R } ? RequestOf<R> : Record<never, never>;
  responses: { [S in Extract<keyof D, number>]: D[S] };
};

/** What a module's routes share: their OpenAPI tags and their guard. */
type RouteGroup = { tags: readonly string[]; guard: RouteGuard };

/**
 * The error statuses every route answers in its situation: 400 when the router validates part of
 * the request, its guard's (401 when signed out…), and 404 for an id in the path or a household
 * in `?owner=`, which may name something the person cannot reach.
 */
function standardErrors(guard: RouteGuard, request: RequestDeclaration | undefined): ErrorStatus[] {
  const named = request?.params === ZIdParam || request?.query === ZWriteTarget;
  return [...(request ? [400 as const] : []), ...guard.errors, ...(named ? [404 as const] : [])];
}

function requestOf({ params, query, body, upload }: RequestDeclaration) {
  return {
    ...(params && { params }),
    ...(query && { query }),
    ...(body && { body: jsonBody(body) }),
    ...(upload && { body: upload }),
  };
}

function declare<M extends Method, P extends string, D extends Declaration>(
  method: M,
  path: P,
  group: RouteGroup,
  declaration: D,
): DeclaredRoute<M, P, D> {
  const {
    summary,
    description,
    tags,
    guard,
    request,
    errors,
    standardErrors: implied,
    ...answers
  } = declaration;
  const chosenGuard = guard ?? group.guard;
  const statuses = [
    ...(implied === false ? [] : standardErrors(chosenGuard, request)),
    ...(errors ?? []),
  ];
  const { middleware } = chosenGuard;
  return createRoute({
    method,
    path,
    tags: [...(tags ?? group.tags)],
    summary,
    ...(description !== undefined && { description }),
    ...(middleware.length > 0 && { middleware: [...middleware] }),
    ...(request && { request: requestOf(request) }),
    responses: { ...answers, ...errorResponses(...statuses) },
  }) as unknown as DeclaredRoute<M, P, D>;
}

/** Declares a module's routes for `createRoute` with their tags and guard said once. */
export function declareRoutes(group: RouteGroup) {
  const method =
    <M extends Method>(name: M) =>
    <P extends string, D extends Declaration>(path: P, declaration: D) =>
      declare(name, path, group, declaration);
  return {
    get: method('get'),
    post: method('post'),
    put: method('put'),
    patch: method('patch'),
    delete: method('delete'),
  };
}
