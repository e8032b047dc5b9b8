import { householdKeys } from '@web/lib/household-data';
import { documentListsKey } from '@web/lib/use-upload-document';

/**
 * The document list is read through `useDocuments` (lib/household-data, keyed by the selected
 * households); a search is keyed under that list with its words, so invalidating `all` refreshes
 * every list and every search at once.
 */
export const documentKeys = {
  all: documentListsKey,
  search: (owners: readonly string[], q: string) =>
    [...householdKeys.documents(owners), 'search', q] as const,
  /** A preview's signed link: not household data, and short-lived by design. */
  preview: (id: string) => ['document-preview', id] as const,
};
