import { and, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Queryable } from '../../db/owned-rows';
import { documents } from '../../db/schema';

const {
  searchVector: _searchVector,
  titleVector: _titleVector,
  contentText: _contentText,
  ...LISTED_COLUMNS
} = getTableColumns(documents);

/** A document as the app reads it: without the extracted text and its index (large, never shown). */
export type DocumentRow = Omit<
  typeof documents.$inferSelect,
  'searchVector' | 'titleVector' | 'contentText'
>;
export type NewDocumentRow = Omit<typeof documents.$inferInsert, 'searchVector' | 'titleVector'>;
/** The columns the details form changes (PATCH). */
export type DocumentDetailColumns = Pick<
  NewDocumentRow,
  'name' | 'category' | 'tags' | 'linkKind' | 'linkId' | 'expiresOn'
>;

const weighted = (text: SQL, weight: 'A' | 'B' | 'C') =>
  sql`setweight(to_tsvector('english', ${text}), ${sql.raw(`'${weight}'`)})`;

/**
 * What full-text search reads: the name weighs most, then the tags, then the text inside a PDF.
 * Computed by PostgreSQL in the same statement that writes the row, so it cannot go stale.
 */
function searchVector(name: string, tags: readonly string[], contentText: SQL): SQL {
  return sql`${titleVector(name, tags)} || ${weighted(sql`coalesce(${contentText}, '')`, 'C')}`;
}

/** The name and tags alone, which rank the matches (migration 0010 filled older rows the same way). */
function titleVector(name: string, tags: readonly string[]): SQL {
  return sql`${weighted(sql`${name}::text`, 'A')} || ${weighted(sql`${tags.join(' ')}::text`, 'B')}`;
}

export async function listDocuments(db: Queryable, ownerIds: string[]): Promise<DocumentRow[]> {
  if (ownerIds.length === 0) return [];
  return db
    .select(LISTED_COLUMNS)
    .from(documents)
    .where(inArray(documents.userId, ownerIds))
    .orderBy(desc(documents.createdAt), desc(documents.id));
}

export async function findDocument(
  db: Queryable,
  id: string,
  ownerIds: string[],
): Promise<DocumentRow | null> {
  if (ownerIds.length === 0) return null;
  const [row] = await db
    .select(LISTED_COLUMNS)
    .from(documents)
    .where(and(eq(documents.id, id), inArray(documents.userId, ownerIds)));
  return row ?? null;
}

/** By id alone: only for a signed link, whose token is the permission. */
export async function findDocumentForLink(db: Queryable, id: string): Promise<DocumentRow | null> {
  const [row] = await db.select(LISTED_COLUMNS).from(documents).where(eq(documents.id, id));
  return row ?? null;
}

export async function insertDocument(db: Queryable, values: NewDocumentRow): Promise<DocumentRow> {
  const [row] = await db
    .insert(documents)
    .values({
      ...values,
      searchVector: searchVector(
        values.name,
        values.tags ?? [],
        sql`${values.contentText ?? null}::text`,
      ),
      titleVector: titleVector(values.name, values.tags ?? []),
    })
    .returning(LISTED_COLUMNS);
  if (!row) throw new Error('Insert returned no row');
  return row;
}

export async function updateDocumentDetails(
  db: Queryable,
  id: string,
  ownerId: string,
  values: DocumentDetailColumns & { reminderSentAt?: Date | null },
): Promise<DocumentRow | null> {
  const [row] = await db
    .update(documents)
    .set({
      ...values,
      // The text inside the file does not change with its details: the row's own column.
      searchVector: searchVector(values.name, values.tags ?? [], sql`${documents.contentText}`),
      titleVector: titleVector(values.name, values.tags ?? []),
      updatedAt: new Date(),
    })
    .where(and(eq(documents.id, id), eq(documents.userId, ownerId)))
    .returning(LISTED_COLUMNS);
  return row ?? null;
}

/** Points a document at something else of the same household (an obligation it is attached to). */
export async function setDocumentLink(
  db: Queryable,
  id: string,
  ownerId: string,
  link: { kind: string; id: string },
): Promise<void> {
  await db
    .update(documents)
    .set({ linkKind: link.kind, linkId: link.id, updatedAt: new Date() })
    .where(and(eq(documents.id, id), eq(documents.userId, ownerId)));
}

/** Deletes the row; the caller then deletes its stored object (the key comes back for that). */
export async function deleteDocument(
  db: Queryable,
  id: string,
  ownerId: string,
  linkedTo?: { kind: string; id: string },
): Promise<DocumentRow | null> {
  const [row] = await db
    .delete(documents)
    .where(
      and(
        eq(documents.id, id),
        eq(documents.userId, ownerId),
        ...(linkedTo
          ? [eq(documents.linkKind, linkedTo.kind), eq(documents.linkId, linkedTo.id)]
          : []),
      ),
    )
    .returning(LISTED_COLUMNS);
  return row ?? null;
}

export type DocumentSearchRow = DocumentRow & {
  nameHighlight: string;
  tagsHighlight: string;
  contentHighlight: string;
};

export const HIGHLIGHT_START = '«';
export const HIGHLIGHT_STOP = '»';
/** Between ts_headline's fragments; a private-use character that never occurs in a document. */
export const FRAGMENT_SEPARATOR = '\uE000';
const SEARCH_LIMIT = 50;
const WHOLE_TEXT = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_STOP}, HighlightAll=true`;
const FRAGMENTS = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_STOP}, MaxFragments=2, MaxWords=18, MinWords=6, FragmentDelimiter=${FRAGMENT_SEPARATOR}`;

const MARKERS = `${HIGHLIGHT_START}${HIGHLIGHT_STOP}${FRAGMENT_SEPARATOR}`;
/** What the markers become in the searched text (a quote each, the separator a space). */
const MARKER_REPLACEMENTS = '"" ';

/** The text a highlight is cut from, with the marker characters taken out so they stay ours. */
const markable = (text: SQL) =>
  sql`translate(${text}, ${MARKERS}::text, ${MARKER_REPLACEMENTS}::text)`;

/**
 * PostgreSQL full-text search over name, tags and PDF text (`websearch_to_tsquery`: plain words,
 * "quoted phrases", -excluded words, or), name matches first, then tag matches, then the newest,
 * with the places it matched.
 *
 * Kept fast at 10,000 documents (DESIGN.md §8, bench/documents.ts) by reading no document's text
 * or full index but the 50 shown: the matches come from the GIN index (written into directly, see
 * schema/documents.ts; the planner would rather read every row, unpacking each one's index of
 * kilobytes, once a word is in a quarter of them, so sequential scans are off for this one
 * statement), the ranking reads the small `title_vector`, and the text's fragment is cut from the
 * first window of it that matches (`document_text_headline`, migration 0010): only the first
 * window when the name or tags matched already, as many as it takes otherwise.
 */
export async function searchDocuments(
  db: Database,
  ownerIds: string[],
  words: string,
): Promise<DocumentSearchRow[]> {
  if (ownerIds.length === 0) return [];
  const query = sql`websearch_to_tsquery('english', ${words}::text)`;
  const headline = (text: SQL) =>
    sql<string>`ts_headline('english', ${markable(text)}, ${query}, ${WHOLE_TEXT}::text)`;
  const titleMatched = sql`${documents.titleVector} @@ ${query}`;
  const contentHighlight = sql<string>`document_text_headline(${documents.contentText}, ${query}, ${FRAGMENTS}::text, ${MARKERS}::text, ${MARKER_REPLACEMENTS}::text, case when ${titleMatched} then 1 end)`;
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return tx
      .select({
        ...LISTED_COLUMNS,
        nameHighlight: headline(sql`${documents.name}`),
        tagsHighlight: headline(sql`array_to_string(${documents.tags}, ', ')`),
        contentHighlight,
      })
      .from(documents)
      .where(and(inArray(documents.userId, ownerIds), sql`${documents.searchVector} @@ ${query}`))
      .orderBy(desc(sql`ts_rank(${documents.titleVector}, ${query})`), desc(documents.createdAt))
      .limit(SEARCH_LIMIT);
  });
}
