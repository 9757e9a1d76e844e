import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import { SITE_BOOT_CSP_SOURCE } from '../plugins/ssr/site-boot.ts';

/**
 * Security headers with a strict Content-Security-Policy: the site loads
 * nothing from third parties. Inline styles stay allowed because React and
 * Radix set style attributes. One inline script runs, by its hash: a public
 * page's boot (site-boot.ts); page data travels in JSON script elements,
 * which are not executed.
 */
const HELMET_OPTIONS: Parameters<typeof helmet>[0] = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", SITE_BOOT_CSP_SOURCE],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  // frame-ancestors 'none' forbids framing; X-Frame-Options: SAMEORIGIN would say the opposite.
  frameguard: false,
};

/**
 * The headers helmet sets, worked out once at start: they depend on no request, and helmet's
 * Fastify plugin built its middleware (parsing the policy again) for every request, a share of
 * each static file's time under load (decision 0057).
 */
function helmetHeaders(): ReadonlyArray<readonly [string, string]> {
  const headers: Array<[string, string]> = [];
  const recorder = {
    setHeader: (name: string, value: unknown) => void headers.push([name.toLowerCase(), String(value)]),
    removeHeader: () => undefined,
  } as unknown as ServerResponse;
  helmet(HELMET_OPTIONS)({} as IncomingMessage, recorder, () => undefined);
  return headers;
}

/** Every answer's security headers, name (lower case) and value: Fastify's replies and the prepared answers alike. */
export const SECURITY_HEADERS = helmetHeaders();
