import { useQuery } from '@tanstack/react-query';
import { ZDocumentList } from '@shared/documents/document-schemas';
import { householdKeys } from '@web/lib/household-data';
import { readList } from '@web/lib/list-copies';

/**
 * The document hub's documents of the household whose plan this is, to attach to a task. Keyed as
 * the hub's own list of that household, so an upload there refreshes this choice too.
 */
export function useOwnerDocuments(ownerId: string, enabled: boolean) {
  return useQuery({
    queryKey: householdKeys.documents([ownerId]),
    queryFn: () =>
      readList(
        `/documents?owners=${encodeURIComponent(ownerId)}`,
        ZDocumentList,
        (body) => body.documents,
      ),
    enabled,
  });
}
