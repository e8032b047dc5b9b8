import { ZApiError } from '@shared/api-error';

const ERROR_DESCRIPTIONS = {
  400: 'The input is not valid; `fields` names each problem.',
  401: 'Not signed in, or the session has ended.',
  402: 'Payment is required and the household has no active plan (SUBSCRIPTION_REQUIRED).',
  403: 'Not allowed.',
  404: 'Not found (also answered for objects of another household).',
  409: 'Conflicts with the current state (e.g. already done).',
  413: 'The request body is too large.',
  415: 'The file type is not accepted.',
  422: 'A check the request must pass failed; the answer says which.',
  429: 'Too many requests; try again later.',
  503: 'A service the request needs is unavailable.',
} as const;

export type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS;

type ErrorResponse = {
  description: string;
  content: { 'application/json': { schema: typeof ZApiError } };
};

/** OpenAPI response entries for the error statuses a route can answer. */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): Record<S, ErrorResponse> {
  const responses = {} as Record<S, ErrorResponse>;
  for (const status of statuses) {
    responses[status] = {
      description: ERROR_DESCRIPTIONS[status],
      content: { 'application/json': { schema: ZApiError } },
    };
  }
  return responses;
}
