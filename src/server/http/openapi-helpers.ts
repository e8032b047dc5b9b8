import type { z } from '@hono/zod-openapi';
import type { Context, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';
import { sendJsonBytes } from './compress-json';

/** A required JSON request body for `createRoute`. */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return { required: true, content: { 'application/json': { schema } } } as const;
}

/** A JSON response entry for `createRoute`. */
export function jsonResponse<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } } as const;
}

/**
 * A 200 JSON answer already serialized (a large list put together from JSON the database
 * stores), compressed as the request accepts and typed as the route documents it: `T` is the
 * documented body. Nothing checks the JSON against the schema at run time, so its builder needs
 * a test that does.
 */
export async function prebuiltJson<T>(c: Context, json: Uint8Array<ArrayBuffer>) {
  return (await sendJsonBytes(c, json)) as Response & TypedResponse<JSONParsed<T>, 200, 'json'>;
}
