import { useQuery } from '@tanstack/react-query';
import { ZDocumentSearchResults } from '@shared/documents/document-schemas';
import { api } from '@web/lib/api';
import { useScopedOwners } from '@web/lib/use-household-scope';
import { documentKeys } from './document-keys';

/** The API's search URL: the words, and the households the family selector has picked. */
export function documentSearchPath(q: string, owners: readonly string[]): string {
  const owned = owners.length > 0 ? `&owners=${owners.map(encodeURIComponent).join(',')}` : '';
  return `/documents/search?q=${encodeURIComponent(q)}${owned}`;
}

/**
 * Full-text search over names, tags and the text inside PDFs (GET /api/documents/search). Runs
 * only for a non-empty query; the caller debounces the typing.
 */
export function useDocumentSearch(q: string) {
  // A client's household that did not share its documents is not searched (issue 35).
  const { owners: selected } = useScopedOwners('documents');
  return useQuery({
    queryKey: documentKeys.search(selected, q),
    queryFn: async ({ signal }) =>
      (await api(documentSearchPath(q, selected), { schema: ZDocumentSearchResults, signal }))
        .results,
    enabled: q.length > 0 && selected.length > 0,
  });
}
