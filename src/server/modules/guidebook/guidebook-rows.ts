import { ownedRows } from '../../db/owned-rows';
import { guidebookEntries } from '../../db/schema';

export type GuidebookRow = typeof guidebookEntries.$inferSelect;
export type NewGuidebookRow = typeof guidebookEntries.$inferInsert;

/** Guidebook entries, scoped to the owner ids access.ts allowed. The body stays sealed here. */
export const guidebookRows = ownedRows(guidebookEntries);
