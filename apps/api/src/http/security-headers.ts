// Security headers on every answer: a CSP without inline script, no framing, no sniffing,
// no referrer.
import { secureHeaders } from 'hono/secure-headers';

/** The secureHeaders middleware configured for Lamaa's static apps and JSON API. */
export const securityHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    // The intake's camera decoder compiles its WebAssembly from our own origin.
    scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
  xFrameOptions: 'DENY',
  referrerPolicy: 'no-referrer',
  xContentTypeOptions: true,
  crossOriginEmbedderPolicy: false,
});
