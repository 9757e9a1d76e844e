import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The built browser files. Hashed assets never change, so browsers keep them a
 * year; the few unhashed files (favicon, images) are cached for an hour.
 */
export async function registerStaticFiles(app: FastifyInstance, clientDir: string): Promise<void> {
  if (!existsSync(clientDir)) {
    app.log.warn({ clientDir }, 'browser bundle not built: pages render without scripts or styles');
    return;
  }
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    wildcard: false,
    index: false,
    cacheControl: false,
    serveDotFiles: false,
    allowedPath: (pathName) => !pathName.startsWith('/.vite'),
    setHeaders(res, filePath) {
      const immutable = filePath.includes('/assets/');
      res.setHeader('cache-control', immutable ? `public, max-age=${YEAR_SECONDS}, immutable` : 'public, max-age=3600');
    },
  });
}
