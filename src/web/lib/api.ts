import type { z } from 'zod';
import { BACKGROUND_REQUEST_HEADER } from '@shared/constants';
import { ApiError } from './api-error';

type ApiOptions<S extends z.ZodType | undefined> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Parses (and so checks) the answer. */
  schema?: S;
  /** A request the app makes on its own (polling): it does not keep the session alive. */
  background?: boolean;
  signal?: AbortSignal;
};

/**
 * A write small enough for the browser's keepalive quota (64 KiB for all such requests in flight)
 * is sent with keepalive, so a save started as the page goes away (pagehide, a closed tab) still
 * reaches the server instead of being cancelled with the page.
 */
const KEEPALIVE_BODY_LIMIT = 48 * 1024;

/** Session-expiry listeners: the app signs out when any request learns the session ended. */
const sessionEndedListeners = new Set<(error: ApiError) => void>();
export function onSessionEnded(listener: (error: ApiError) => void): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

/**
 * Plan listeners (issue 35): a request answered 402 means the household's plan ended since the
 * app last looked, so the app checks the plan again (and the household guard takes over).
 */
const planRequiredListeners = new Set<(error: ApiError) => void>();
export function onPlanRequired(listener: (error: ApiError) => void): () => void {
  planRequiredListeners.add(listener);
  return () => planRequiredListeners.delete(listener);
}

/**
 * Sends a request to our JSON API and returns the answer when it is a success (2xx, or 304 to a
 * conditional read). Throws ApiError for error answers (and for network failures, code NETWORK).
 */
export async function apiResponse(
  path: string,
  options: Omit<ApiOptions<undefined>, 'schema'> & { ifNoneMatch?: string } = {},
): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.background) headers[BACKGROUND_REQUEST_HEADER] = '1';
  if (options.ifNoneMatch) headers['If-None-Match'] = options.ifNoneMatch;
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const method = options.method ?? 'GET';
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      credentials: 'same-origin',
      body,
      signal: options.signal,
      keepalive: method !== 'GET' && body !== undefined && body.length <= KEEPALIVE_BODY_LIMIT,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(
      0,
      'NETWORK',
      'Could not reach Nido. Please check your connection and try again.',
    );
  }
  if (!response.ok && response.status !== 304) {
    const error = await ApiError.fromResponse(response);
    if (error.code === 'SESSION_EXPIRED')
      sessionEndedListeners.forEach((listener) => listener(error));
    if (error.code === 'SUBSCRIPTION_REQUIRED')
      planRequiredListeners.forEach((listener) => listener(error));
    throw error;
  }
  return response;
}

/**
 * Calls our JSON API. Throws ApiError for error answers (and for network failures, code NETWORK).
 */
export async function api<S extends z.ZodType | undefined = undefined>(
  path: string,
  options: ApiOptions<S> = {},
): Promise<S extends z.ZodType ? z.infer<S> : unknown> {
  const { schema, ...request } = options;
  const response = await apiResponse(path, request);
  const data: unknown = response.status === 204 ? null : await response.json();
  return (schema ? schema.parse(data) : data) as S extends z.ZodType ? z.infer<S> : unknown;
}
