import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pickEncoding } from './ssr/page-cache.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** One built file as it is sent: its bytes and, for text, the brotli and gzip copies the build made. */
export interface StaticFile {
  type: string;
  cacheControl: string;
  etag: string;
  identity: Buffer;
  br?: Buffer | undefined;
  gzip?: Buffer | undefined;
}

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // Dot files and folders (`.vite/manifest.json`) are build internals, never served.
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/**
 * Every built browser file, read once into memory (the whole bundle is about 2 MB):
 * URL path -> bytes. Hashed assets never change, so browsers keep them a year; the
 * few unhashed files (favicon, images) are cached for an hour.
 */
export function loadStaticFiles(clientDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const file of walk(clientDir)) {
    if (file.endsWith('.br') || file.endsWith('.gz')) continue;
    const urlPath = '/' + path.relative(clientDir, file).split(path.sep).join('/');
    const identity = readFileSync(file);
    const copy = (suffix: string) => (existsSync(file + suffix) ? readFileSync(file + suffix) : undefined);
    files.set(urlPath, {
      type: TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
      cacheControl: urlPath.startsWith('/assets/') ? `public, max-age=${YEAR_SECONDS}, immutable` : 'public, max-age=3600',
      etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`,
      identity,
      br: copy('.br'),
      gzip: copy('.gz'),
    });
  }
  return files;
}

function send(request: FastifyRequest, reply: FastifyReply, file: StaticFile) {
  reply.header('cache-control', file.cacheControl).header('etag', file.etag).header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === file.etag) return reply.status(304).send();
  const encoding = pickEncoding(request.headers['accept-encoding']);
  const body = (encoding === 'br' && file.br) || (encoding === 'gzip' && file.gzip) || file.identity;
  if (body !== file.identity) reply.header('content-encoding', encoding);
  // An already encoded body passes the compression plugin untouched; a small identity one is left as it is.
  return reply.type(file.type).header('content-length', body.length).send(body);
}

/**
 * The built browser files, served from memory: the brotli or gzip copy written at build
 * (`scripts/precompress.mjs`) when the browser takes it, with content-length and an ETag,
 * so nothing is read from disk or compressed per request (decision 0011). Answers the URL paths served
 * (the overload gate never refuses them: decision 0031).
 */
export async function registerStaticFiles(app: FastifyInstance, clientDir: string): Promise<ReadonlySet<string>> {
  if (!existsSync(clientDir)) {
    app.log.warn({ clientDir }, 'browser bundle not built: pages render without scripts or styles');
    return new Set();
  }
  const files = loadStaticFiles(clientDir);
  for (const [urlPath, file] of files) {
    app.get(urlPath, { config: { access: 'public' } }, (request, reply) => send(request, reply, file));
  }
  return new Set(files.keys());
}
