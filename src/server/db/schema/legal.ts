import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ownership } from './finance';
import { documents } from './documents';
import { requiredLink } from './links';

/**
 * Issue 17: a Legal Wizard interview, saved at every step. `answers` is validated by
 * LEGAL_ANSWER_SCHEMAS[kind] (src/shared/legal/legal-answers.ts) and read whole with the draft.
 */
export const legalDrafts = pgTable(
  'legal_drafts',
  {
    ...ownership,
    kind: text('kind').notNull(),
    state: text('state').notNull(),
    principalName: text('principal_name').notNull(),
    step: integer('step').notNull().default(0),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull().default({}),
    /** The estate plan cards (estate_instruments ids) the generated document landed on. */
    instrumentIds: jsonb('instrument_ids').$type<string[]>().notNull().default([]),
    /** The scan of the signed original, once uploaded. */
    signedDocumentId: uuid('signed_document_id').references(() => documents.id, {
      onDelete: 'set null',
    }),
  },
  (table) => [index('legal_drafts_user_idx').on(table.userId, table.createdAt)],
);

/**
 * Each PDF generated from a draft. The file lives in the document hub; deleting it there
 * deletes its version here. `current` marks the one the estate plan card points at.
 */
export const legalDocumentVersions = pgTable(
  'legal_document_versions',
  {
    ...ownership,
    draftId: requiredLink('draft_id', () => legalDrafts.id),
    version: integer('version').notNull(),
    documentId: requiredLink('document_id', () => documents.id),
    generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
    current: boolean('current').notNull().default(false),
  },
  (table) => [
    uniqueIndex('legal_document_versions_draft_version_idx').on(table.draftId, table.version),
    index('legal_document_versions_user_idx').on(table.userId),
  ],
);
