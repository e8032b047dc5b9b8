import { z } from '@hono/zod-openapi';
import { singleLine } from '@shared/validation/plain-text';

/**
 * `?owners=id1,id2`: the households a list should merge (the family selector). Omitted means the
 * actor's default view; ids the actor may not read are dropped by access.ts, and a selection with
 * nothing readable answers 404.
 */
export const ZOwnerSelection = z.object({
  owners: singleLine(z.string().max(2000))
    .optional()
    .transform((value) =>
      value
        ? value
            .split(',')
            .map((id) => id.trim())
            .filter(Boolean)
        : undefined,
    )
    .pipe(
      z
        .array(z.uuid({ error: 'owners must be a comma-separated list of ids' }))
        .max(20)
        .optional(),
    )
    .openapi({
      description:
        "Comma-separated owner ids to merge; defaults to your own household (a guest's: the inviter's).",
      example: '',
    }),
});

/**
 * `?owner=id` on a route that adds rows: the household to add to, the one the family selector
 * shows. access.ts checks that the actor may add there (else 404); omitted means the actor's own
 * household (a guest's: the inviter's).
 */
export const ZWriteTarget = z.object({
  owner: z.uuid({ error: 'owner must be an id' }).optional().openapi({
    description:
      "The household to add to; defaults to your own (a guest's: the inviter's). It must be one you may change.",
  }),
});

export const ZIdParam = z.object({
  id: z.uuid({ error: 'Not a valid id' }).openapi({ param: { name: 'id', in: 'path' } }),
});
