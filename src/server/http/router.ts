import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './context';
import { errorBody, fieldMessages } from './error-handler';

/**
 * Every module builds its routes on this, so that all of them validate input the same way and
 * answer bad input with field-level messages in the shared error shape.
 */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        return c.json(
          errorBody(
            c,
            'VALIDATION_FAILED',
            'Please correct the highlighted fields.',
            fieldMessages(result.error),
          ),
          400,
        );
      }
    },
  });
}
