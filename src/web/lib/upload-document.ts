import {
  ZDocumentResponse,
  type TDocument,
  type TDocumentDetails,
} from '@shared/documents/document-schemas';
import { postMultipart } from './post-multipart';
import { addingTo } from './household-permissions';
import type { DataSource } from './owner-selection';

/**
 * Sends one file to the document hub (POST /api/documents, multipart: the file and its details as
 * JSON). Both the Documents screen and the obligation form's document field upload through it,
 * so it lives in lib. The server checks the size while the body streams and the type by content;
 * its refusals (413, 415) come back as an ApiError carrying the message to show.
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
  const answer = await postMultipart(addingTo('/api/documents', household), body, signal);
  return ZDocumentResponse.parse(answer).document;
}

/** A document's name suggested by its file: "Lease 2024.pdf" → "Lease 2024". */
export function documentNameFromFile(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const name = (dot > 0 ? fileName.slice(0, dot) : fileName).trim();
  return name || fileName;
}
