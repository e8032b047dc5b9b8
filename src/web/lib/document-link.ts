import { ZSignedLink, type TSignedLink } from '@shared/documents/document-schemas';
import { api } from '@web/lib/api';

export type LinkDisposition = 'inline' | 'attachment';

/**
 * A signed, one-hour link to the document's file (spec §7), asked for when it is needed rather
 * than listed with the documents: a link is a capability, so it is issued after the server's
 * access check and only for the file the person is about to see.
 */
export function requestDocumentLink(
  id: string,
  disposition: LinkDisposition,
): Promise<TSignedLink> {
  return api(`/documents/${encodeURIComponent(id)}/link`, {
    method: 'POST',
    body: { disposition },
    schema: ZSignedLink,
  });
}
