import type { z } from 'zod';
import type {
  TGuidebookEntry,
  TGuidebookSection,
  ZGuidebookEntryInput,
} from '@shared/guidebook/guidebook-schemas';
import { shareModeFor } from '@shared/guidebook/guidebook-visibility';
import type { TGuidebookPerson } from '@shared/guidebook/guidebook-view-schemas';

export type EntryFormValues = z.input<typeof ZGuidebookEntryInput>;

/** The fields the server may return messages for. */
export const ENTRY_FORM_FIELDS = [
  'section',
  'title',
  'body',
  'addressedTo',
  'digitalAction',
  'shares',
] as const;

/** What the add dialog opens with: an entry to edit, or the section to add to. */
export type EntryFormRequest = { entry: TGuidebookEntry } | { section: TGuidebookSection };

/**
 * The form's starting values: the entry's, or a blank entry of the section. Sharing has one row
 * per person connected to the household, as the entry says, else Never.
 */
export function entryFormValues(
  request: EntryFormRequest,
  people: readonly TGuidebookPerson[],
): EntryFormValues {
  const entry = 'entry' in request ? request.entry : null;
  return {
    section: entry?.section ?? ('section' in request ? request.section : 'other'),
    title: entry?.title ?? '',
    body: entry?.body ?? '',
    addressedTo: entry?.addressedTo ?? '',
    digitalAction: entry?.digitalAction ?? null,
    shares: people.map((person) => ({
      userId: person.userId,
      mode: shareModeFor(entry?.shares ?? [], person.userId),
    })),
  };
}
