import { z } from '@hono/zod-openapi';

/** A list read answered without a body: the ETag the client sent is still current. */
export const notModifiedResponse = {
  description: 'Unchanged since the ETag sent in If-None-Match.',
};

/** A CSV file to download. */
export const csvFileResponse = {
  description: 'CSV file.',
  content: { 'text/csv': { schema: z.string() } },
};

/** A PDF file to download. */
export function pdfFileResponse(description: string) {
  return {
    description,
    content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
  };
}
