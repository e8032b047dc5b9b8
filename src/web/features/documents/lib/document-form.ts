import { z } from 'zod';
import {
  ZDocumentCategory,
  ZDocumentDetails,
  type TDocument,
  type TDocumentDetails,
} from '@shared/documents/document-schemas';
import { linkValue, parseLinkValue } from './link-options';

/**
 * The details form as it is filled in: the link is one <select> value and the date an <input
 * type="date"> value ('' when empty). The shared schema checks the name and tags, so the form and
 * the server give the same messages.
 */
export const ZDocumentForm = z
  .object({
    name: ZDocumentDetails.shape.name,
    category: ZDocumentCategory,
    tags: ZDocumentDetails.shape.tags,
    link: z.string(),
    expiresOn: z.union([z.literal(''), z.iso.date({ error: 'Enter a valid date' })]),
  })
  .transform((values): TDocumentDetails => ({
    name: values.name,
    category: values.category,
    tags: values.tags,
    link: parseLinkValue(values.link),
    expiresOn: values.expiresOn || null,
  }));
export type DocumentFormValues = z.input<typeof ZDocumentForm>;

/** The fields a server message may name, so it is shown beside the right one. */
export const DOCUMENT_FORM_FIELDS = ['name', 'category', 'tags', 'link', 'expiresOn'] as const;

export function documentFormValues(document: TDocument): DocumentFormValues {
  return {
    name: document.name,
    category: document.category,
    tags: [...document.tags],
    link: linkValue(document.link),
    expiresOn: document.expiresOn ?? '',
  };
}
