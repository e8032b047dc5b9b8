import { sampleDocumentText } from '../sample-document-text';

/**
 * The sample household's document in `state` as the statutory-element tests read it: curly
 * apostrophes as the statutes print them (straight), so a statute's words can be pasted as read.
 */
export function statuteText(state: string, kind: Parameters<typeof sampleDocumentText>[1]): string {
  return sampleDocumentText(state, kind).replace(/’/g, "'");
}

export function count(haystack: string, needle: string): number {
  return haystack.split(needle).length - 1;
}

/** The first page's list of citations whose wording could not be read. */
export function unverified(document: string): string {
  return /\*\* Wording not checked against the statute \*\*\n(.*)\n/.exec(document)?.[1] ?? '';
}

/** The document itself, without the signing-instructions sheet that follows it. */
export function documentPart(document: string): string {
  return document.split('SIGNING INSTRUCTIONS (not part of the document)')[0] ?? '';
}
