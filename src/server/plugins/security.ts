import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { SECURITY_HEADERS } from '../http/security-headers.ts';

const SECURITY_HEADER_OBJECT = Object.fromEntries(SECURITY_HEADERS);

/**
 * The security headers (made once: http/security-headers.ts) on every reply, `no-store` on personal
 * answers, and compression. Callback hooks, not async ones: each runs on every request.
 */
export async function registerSecurity(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(SECURITY_HEADER_OBJECT);
    done();
  });
  // Answers with a session or personal data (anything signed in, every login answer, every write)
  // must never be kept by a browser or proxy cache; public reads keep their own caching.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/')) {
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
    }
    done(null, payload);
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
}
