import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';

/**
 * Security headers with a strict Content-Security-Policy: the site loads
 * nothing from third parties. Inline styles stay allowed because React and
 * Radix set style attributes; no inline script is ever needed (page data
 * travels in a JSON script element, which is not executed).
 */
export async function registerSecurity(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
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
  });
  // Answers with a session or personal data (anything signed in, every login answer, every write)
  // must never be kept by a browser or proxy cache; public reads keep their own caching.
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const access = (request.routeOptions.config as { access?: string } | undefined)?.access;
    // Set-password links name the account they are for: personal, though public by link.
    const personal = request.url.startsWith('/api/auth/password-links/');
    if (
      request.headers.authorization !== undefined ||
      (access !== undefined && access !== 'public') ||
      request.method !== 'GET' ||
      personal
    ) {
      reply.header('cache-control', 'no-store');
    }
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
}
