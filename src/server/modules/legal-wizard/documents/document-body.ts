import type { LegalDocumentContent } from './legal-document-content';

/**
 * What a clause template returns: the document's own words. render-legal-document.ts adds what
 * every document shares (the state notices on the first page, the signing-instructions page,
 * the date and version in the frame).
 */
export type DocumentBody = Pick<
  LegalDocumentContent,
  | 'title'
  | 'subtitle'
  | 'runningHead'
  | 'author'
  | 'testatorSignsEveryPage'
  | 'blocks'
  | 'minimumTextSize'
>;
