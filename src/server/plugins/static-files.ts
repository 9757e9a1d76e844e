import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import path from 'node:path';
import type { FastLane } from '../http/fast-lane.ts';
import { prepareAnswer, writePrepared, type PreparedAnswer } from '../http/prepared-answer.ts';
import { requestIdOf } from '../http/request-id.ts';
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

/**
 * One built file as it is sent: an answer prepared per encoding the build made (brotli and gzip copies
 * for text, the bytes as they are for all), and the 304 for a revalidation, each with its headers.
 */
export interface StaticFile {
  etag: string;
  identity: PreparedAnswer;
  br?: PreparedAnswer | undefined;
  gzip?: PreparedAnswer | undefined;
  notModified: PreparedAnswer;
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
    const cacheControl = urlPath.startsWith('/assets/') ? `public, max-age=${YEAR_SECONDS}, immutable` : 'public, max-age=3600';
    const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`;
    const validators = { 'cache-control': cacheControl, etag, vary: 'accept-encoding' };
    const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    // Written as they are, never by the compression plugin: text the build left uncompressed is under its
    // 1 KiB threshold, and images are compressed already.
    const encoded = (encoding: 'br' | 'gzip', bytes: Buffer | undefined) =>
      bytes && prepareAnswer(200, { ...validators, 'content-type': type, 'content-encoding': encoding }, bytes);
    files.set(urlPath, {
      etag,
      identity: prepareAnswer(200, { ...validators, 'content-type': type }, identity),
      br: encoded('br', copy('.br')),
      gzip: encoded('gzip', copy('.gz')),
      notModified: prepareAnswer(304, validators, Buffer.alloc(0)),
    });
  }
  return files;
}

/** Writes a built file's answer: 304 when the browser holds this version, else the best encoding it takes. */
function send(headers: IncomingHttpHeaders, res: ServerResponse, file: StaticFile, requestId: string): void {
  const encoding = pickEncoding(headers['accept-encoding']);
  const answer =
    headers['if-none-match'] === file.etag
      ? file.notModified
      : (encoding === 'br' && file.br) || (encoding === 'gzip' && file.gzip) || file.identity;
  writePrepared(res, answer, ['x-request-id', requestId]);
}

/**
 * The built browser files, served from memory: the brotli or gzip copy written at build
 * (`scripts/precompress.mjs`) when the browser takes it, with content-length and an ETag,
 * so nothing is read from disk or compressed per request (decision 0011). An exact URL is answered
 * by the fast lane before Fastify (decision 0057); the routes answer the same for the rest (a query
 * string, `app.inject`). Answers the URL paths served (the overload gate never refuses them: decision 0031).
 */
export async function registerStaticFiles(app: FastifyInstance, clientDir: string, lane: FastLane): Promise<ReadonlySet<string>> {
  if (!existsSync(clientDir)) {
    app.log.warn({ clientDir }, 'browser bundle not built: pages render without scripts or styles');
    return new Set();
  }
  const files = loadStaticFiles(clientDir);
  for (const [urlPath, file] of files) {
    app.get(urlPath, { config: { access: 'public' } }, (request, reply) => {
      reply.hijack();
      send(request.headers, reply.raw, file, request.id);
    });
  }
  lane.add((req, res) => {
    const file = files.get(req.url ?? '');
    if (!file) return false;
    send(req.headers, res, file, requestIdOf(req));
    return true;
  });
  return new Set(files.keys());
}
