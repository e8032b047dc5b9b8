import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import { setAnsweredHeader } from './answered-headers';
import { isHttps, type ProxyTrust } from './client-info';

/**
 * Scripts only from our own origin (no inline script anywhere, the theme is set by a static file).
 * Inline styles stay allowed: Radix positions popovers and sonner injects its stylesheet at run time.
 */
const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  frameSrc: ["'self'", 'blob:'],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

export function securityHeaders(trust: ProxyTrust) {
  const base = secureHeaders({
    contentSecurityPolicy: CONTENT_SECURITY_POLICY,
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: ['self'] },
  });
  return createMiddleware(async (c, next) => {
    await base(c, next);
    // HSTS over plain http is ignored by browsers and would break local use; send it only on https.
    if (isHttps(c, trust)) {
      setAnsweredHeader(c, 'Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
    if (c.req.path.startsWith('/api/')) setAnsweredHeader(c, 'Cache-Control', 'no-store');
  });
}
