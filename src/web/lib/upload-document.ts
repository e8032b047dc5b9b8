import {
  ZDocumentResponse,
  type TDocument,
  type TDocumentDetails,
} from '@shared/documents/document-schemas';
import { ApiError } from './api-error';
import { addingTo } from './household-permissions';
import type { DataSource } from './owner-selection';

/**
 * Sends one file to the document hub (POST /api/documents, multipart: the file and its details as
 * JSON). Both the Documents screen and the obligation form's document field upload through it,
 * so it lives in lib. The server checks the size while the body streams and the type by content;
 * its refusals (413, 415) come back as an ApiError carrying the message to show.
 *
 * `api()` sends JSON only; a multipart body must let the browser set its own Content-Type with the
 * boundary, so this calls fetch itself.
 */
export async function uploadDocument(
  file: File,
  details: TDocumentDetails,
  {
    signal,
    household = null,
  }: {
    signal?: AbortSignal;
    /** The household to store it in (the server checks it may); by default one's own. */
    household?: Pick<DataSource, 'id'> | null;
  } = {},
): Promise<TDocument> {
  const body = new FormData();
  body.append('file', file, file.name);
  body.append('details', JSON.stringify(details));
  let response: Response;
  try {
    response = await fetch(addingTo('/api/documents', household), {
      method: 'POST',
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
      body,
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(
      0,
      'NETWORK',
      'Could not reach Nido. Please check your connection and try again.',
    );
  }
  if (!response.ok) throw await ApiError.fromResponse(response);
  return ZDocumentResponse.parse(await response.json()).document;
}

/** A document's name suggested by its file: "Lease 2024.pdf" → "Lease 2024". */
export function documentNameFromFile(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const name = (dot > 0 ? fileName.slice(0, dot) : fileName).trim();
  return name || fileName;
}
