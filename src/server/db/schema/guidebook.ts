import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { TGuidebookShare } from '@shared/guidebook/guidebook-schemas';
import { users } from './auth';
import { ownership } from './finance';

/**
 * Issue 14: one entry of the Family Guidebook. The body is sealed like an account number: it can
 * hold the family's most private instructions. `shares` says who else sees it, and when.
 */
export const guidebookEntries = pgTable(
  'guidebook_entries',
  {
    ...ownership,
    section: text('section').notNull(),
    title: text('title').notNull(),
    bodySealed: text('body_sealed').notNull(),
    addressedTo: text('addressed_to'),
    digitalAction: text('digital_action'),
    shares: jsonb('shares').$type<TGuidebookShare[]>().notNull().default([]),
    /**
     * Who wrote the entry (the owner or a guest). The owner and the author see and manage it;
     * everyone else, family included, sees it only as `shares` say.
     */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('guidebook_entries_user_idx').on(table.userId, table.createdAt)],
);
