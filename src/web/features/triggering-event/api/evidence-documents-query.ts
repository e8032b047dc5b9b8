import { useQuery } from '@tanstack/react-query';
import { ZDocumentList } from '@shared/documents/document-schemas';
import { householdKeys } from '@web/lib/household-data';
import { readList } from '@web/lib/list-copies';

/**
 * The documents of one household the reader may open, to attach one as evidence (a death
 * certificate, a physician's letter). Keyed like the document hub's list of that household, so
 * an upload there refreshes this one too.
 */
export function useEvidenceDocuments(ownerId: string) {
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
