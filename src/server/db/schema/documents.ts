import { sql } from 'drizzle-orm';
import {
  customType,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { requiredLink } from './links';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The document hub (issue 6). The file itself lives in object storage under `object_key`,
 * encrypted; this row holds what the screen shows and what search reads. `search_vector` is
 * maintained by the service from the name, tags and the text inside PDFs (`content_text`);
 * `title_vector` from the name and tags alone, small enough to stay in the row, ranks the matches
 * (ranking by `search_vector` would read every match's whole index, kilobytes each).
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The household owner (DESIGN.md §4): a guest's uploads carry the inviter's id. */
    userId: requiredLink('user_id', () => users.id),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    fileName: text('file_name').notNull(),
    fileType: text('file_type').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    objectKey: text('object_key').notNull().unique(),
    category: text('category').notNull().default('other'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    linkKind: text('link_kind'),
    linkId: uuid('link_id'),
    expiresOn: date('expires_on'),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    contentText: text('content_text'),
    /**
     * SHA-256 of the file's bytes (hex), so the same bill uploaded again is recognised (issue 36);
     * null for files stored before it was kept.
     */
    contentSha256: text('content_sha256'),
    /** When the bill reader last read this file; a later upload of the same bytes says so. */
    scannedAt: timestamp('scanned_at', { withTimezone: true }),
    searchVector: tsvector('search_vector'),
    titleVector: tsvector('title_vector'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('documents_user_idx').on(table.userId, table.createdAt),
    // Written into directly: with the default pending list, every search also scans the
    // not-yet-merged entries (up to 4 MB, merged only by VACUUM, which PGlite never runs), and
    // the planner, seeing them, prefers reading every row of the household instead.
    index('documents_search_idx').using('gin', table.searchVector).with({ fastupdate: false }),
    index('documents_expiry_idx').on(table.expiresOn),
    index('documents_content_idx').on(table.userId, table.contentSha256),
  ],
);
