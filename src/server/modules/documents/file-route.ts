import { z } from '@hono/zod-openapi';
import { singleLine } from '@shared/validation/plain-text';
import { createMiddleware } from 'hono/factory';
import { createRouter } from '../../http/router';
import { declareRoutes } from '../../http/route-declarations';
import { openToAll } from '../../http/route-guards';
import type { DocumentService } from './document-service';

const ZTokenParam = z.object({
  token: singleLine(z.string().min(1).max(512)).openapi({
    param: { name: 'token', in: 'path' },
    description: 'The signed link token.',
  }),
});

const file = declareRoutes({ tags: ['documents'], guard: openToAll }).get('/files/{token}', {
  summary:
    'The file a signed link grants (no session: the token is the permission; valid 3600 s, GET only)',
  request: { params: ZTokenParam },
  200: {
    description: 'The file, inline (PDF and images) or as a download with its file name.',
    content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
  },
  // A token the router refuses answers 400, which the document has never listed here.
  standardErrors: false,
  errors: [403, 404],
});

/*
 * What a browser may do with a served file. No file ever runs script on our origin: everything
 * is sandboxed, except a PDF shown inline, because Chrome refuses to start its PDF viewer in a
 * sandboxed document (crbug.com/413851); a PDF still gets no network, forms or base URL, and
 * its own scripts run inside the viewer, not on our origin. Framing by the app itself is allowed
 * so the documents screen can preview a file in place.
 */
const SANDBOXED_FILE_POLICY =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'self'";
const PDF_POLICY =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; object-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

/**
 * Mounted in app.ts outside the app-wide security headers, which would otherwise replace the
 * file's own policy with the web app's. Error answers (JSON) keep the app's policy.
 */
export const fileResponsePolicy = createMiddleware(async (c, next) => {
  await next();
  const contentType = c.res.headers.get('content-type') ?? '';
  if (contentType.startsWith('application/json')) return;
  const inlinePdf =
    contentType === 'application/pdf' &&
    c.res.headers.get('content-disposition')?.startsWith('inline');
  c.res.headers.set('Content-Security-Policy', inlinePdf ? PDF_POLICY : SANDBOXED_FILE_POLICY);
  c.res.headers.set('X-Frame-Options', 'SAMEORIGIN');
  c.res.headers.set('X-Content-Type-Options', 'nosniff');
});

export function fileRoute(service: DocumentService) {
  return createRouter().openapi(file, async (c) => {
    // Hono answers HEAD with the GET handler; a link is for GET only (issue 6).
    if (c.req.method !== 'GET') return c.body(null, 405, { Allow: 'GET' });
    const found = await service.readSignedFile(c.req.valid('param').token);
    return c.body(new Uint8Array(found.bytes), 200, {
      'Content-Type': found.contentType,
      'Content-Length': String(found.bytes.length),
      'Content-Disposition': found.contentDisposition,
      'X-Content-Type-Options': 'nosniff',
    });
  });
}
