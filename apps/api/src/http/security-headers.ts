// Security headers on every answer: a CSP whose only inline scripts are the built apps' own
// (allowed by their hashes), no framing, no sniffing, no referrer.
import { secureHeaders } from 'hono/secure-headers';

/**
 * The secureHeaders middleware configured for Lamaa's static apps and JSON API;
 * `inlineScripts` are the CSP sources ('sha256-…') of the inline scripts the apps' pages carry.
 */
export const securityHeaders = (inlineScripts: readonly string[] = []) =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // The intake's camera decoder compiles its WebAssembly from our own origin; the checkout's
      // map picker loads Google's maps script (only when a key is configured).
      scriptSrc: ["'self'", "'wasm-unsafe-eval'", 'https://maps.googleapis.com', ...inlineScripts],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'https://maps.googleapis.com'],
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
