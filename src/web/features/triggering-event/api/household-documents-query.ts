import { useQuery } from '@tanstack/react-query';
import { ZDocumentList } from '@shared/documents/document-schemas';
import { householdKeys } from '@web/lib/household-data';
import { readList } from '@web/lib/list-copies';

/**
 * The document hub's documents of one household the reader may open: evidence for a report (a
 * death certificate, a physician's letter) or papers to attach to a task of the plan. Keyed as
 * the hub's own list of that household, so an upload there refreshes these choices too.
 */
export function useHouseholdDocuments(ownerId: string) {
  return useQuery({
    queryKey: householdKeys.documents([ownerId]),
    queryFn: () =>
      readList(
        `/documents?owners=${encodeURIComponent(ownerId)}`,
        ZDocumentList,
        (body) => body.documents,
      ),
  });
}
