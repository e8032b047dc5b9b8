import { uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** A link every row must have to another row (a user, a draft, an account), deleted with it. */
export const requiredLink = <TName extends string>(name: TName, target: () => AnyPgColumn) =>
  uuid(name).notNull().references(target, { onDelete: 'cascade' });
