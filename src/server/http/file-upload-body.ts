type FormField = { type: 'string'; format?: 'binary'; description: string };

/**
 * A multipart form carrying a file, for `createRoute`. Its schema is a plain OpenAPI one on
 * purpose: a zod one would make the router parse the whole form into memory before the handler
 * runs, and an upload must be refused while it streams once the file is too large.
 */
export function fileUploadBody(form: {
  required: string[];
  properties: Record<string, FormField>;
}) {
  return {
    required: true as const,
    content: { 'multipart/form-data': { schema: { type: 'object' as const, ...form } } },
  };
}
