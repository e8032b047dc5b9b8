import type { Queryable } from '../db/owned-rows';
import { assertLinkable, type LinkKind } from './household-links';

/** The input fields that may hold the id of another household row. */
export type LinkField<Input> = {
  [F in keyof Input & string]: Input[F] extends string | null | undefined ? F : never;
}[keyof Input & string];

/** Which kind of household row each link field points at. */
export type LinkedFields<Input> = Partial<Record<LinkField<Input>, LinkKind>>;

/**
 * Refuses, field by field in the order given, an id that is not a row of that kind in the owner's
 * own household. Another household's row is refused like a missing one: its existence stays
 * hidden.
 */
export async function assertLinkedFields<Input>(
  db: Queryable,
  links: LinkedFields<Input>,
  input: Input,
  ownerId: string,
): Promise<void> {
  const values = input as Record<string, string | null | undefined>;
  for (const [field, kind] of Object.entries<LinkKind | undefined>(links)) {
    const id = values[field];
    if (id && kind) await assertLinkable(db, { kind, id }, ownerId, field);
  }
}
