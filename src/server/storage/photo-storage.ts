import { createHash, createHmac } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../config.ts';

/**
 * Where inspection photos are kept (decision 0045): one interface, two adapters chosen by the environment.
 * Keys are made by the server ("inspections/<uuid>.jpg"), never taken from a request.
 */
export interface PhotoStorage {
  readonly kind: 'files' | 's3';
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/._-]{0,200}$/;
function checkedKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Refusing the storage key ${JSON.stringify(key)}`);
  return key;
}

/** Files under a directory (default DATA_DIR/photos), written whole then renamed so a reader never sees half a file. */
export function createFilePhotoStorage(dir: string): PhotoStorage {
  const fileOf = (key: string) => path.join(dir, ...checkedKey(key).split('/'));
  return {
    kind: 'files',
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      const partial = `${file}.${process.pid}.part`;
      await writeFile(partial, bytes, { mode: 0o600 });
      await rename(partial, file);
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  prefix: string;
  /** The clock of the signatures (tests fix it). */
  now?: () => Date;
  timeoutMs?: number;
}

const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
/** RFC 3986 encoding of one path segment, as SigV4 wants it. */
const encodeSegment = (segment: string) =>
  encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * An S3-compatible bucket (AWS S3, MinIO, R2...), path-style addressing, each request signed with
 * AWS Signature Version 4 (the payload's SHA-256 signed too). No SDK: three object calls.
 */
export function createS3PhotoStorage(settings: S3Settings): PhotoStorage {
  const endpoint = new URL(settings.endpoint);
  const now = settings.now ?? (() => new Date());
  const timeoutMs = settings.timeoutMs ?? 15_000;
  const basePath = endpoint.pathname.replace(/\/$/, '');

  async function send(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer, contentType?: string): Promise<Response> {
    const objectKey = settings.prefix ? `${settings.prefix}/${checkedKey(key)}` : checkedKey(key);
    const canonicalPath = `${basePath}/${encodeSegment(settings.bucket)}/${objectKey.split('/').map(encodeSegment).join('/')}`;
    const at = now();
    const amzDate = at
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
    const day = amzDate.slice(0, 8);
    const payloadHash = sha256Hex(body ?? '');
    const headers: Record<string, string> = {
      host: endpoint.host,
      'x-amz-content-sha256': payloadHash,
      'x-amz-date': amzDate,
      ...(contentType ? { 'content-type': contentType } : {}),
    };
    const signedNames = Object.keys(headers).sort();
    const canonicalRequest = [
      method,
      canonicalPath,
      '',
      ...signedNames.map((name) => `${name}:${headers[name]!.trim()}`),
      '',
      signedNames.join(';'),
      payloadHash,
    ].join('\n');
    const scope = `${day}/${settings.region}/s3/aws4_request`;
    const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
    const signingKey = hmac(hmac(hmac(hmac(`AWS4${settings.secretAccessKey}`, day), settings.region), 's3'), 'aws4_request');
    const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
    const authorization = `AWS4-HMAC-SHA256 Credential=${settings.accessKeyId}/${scope}, SignedHeaders=${signedNames.join(';')}, Signature=${signature}`;
    const { host: _host, ...sent } = headers;
    return fetch(new URL(canonicalPath, endpoint), {
      method,
      headers: { ...sent, authorization },
      ...(body ? { body: new Uint8Array(body) } : {}),
      signal: AbortSignal.timeout(timeoutMs),
    });
  }

  async function refused(response: Response, what: string): Promise<Error> {
    const text = (await response.text().catch(() => '')).slice(0, 300);
    const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? 'no error code';
    return new Error(`The photo bucket refused to ${what} an object: HTTP ${response.status} (${code})`);
  }

  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      const response = await send('PUT', key, bytes, contentType);
      if (!response.ok) throw await refused(response, 'store');
      await response.arrayBuffer();
    },
    async get(key) {
      const response = await send('GET', key);
      if (response.status === 404) {
        await response.arrayBuffer();
        return null;
      }
      if (!response.ok) throw await refused(response, 'read');
      return Buffer.from(await response.arrayBuffer());
    },
    async delete(key) {
      const response = await send('DELETE', key);
      if (!response.ok && response.status !== 404) throw await refused(response, 'delete');
      await response.arrayBuffer();
    },
  };
}

export function createPhotoStorage(config: AppConfig['photoStorage']): PhotoStorage {
  return config.kind === 's3' ? createS3PhotoStorage(config) : createFilePhotoStorage(config.dir);
}

/** The image type by its first bytes (the declared type is not trusted), or null. */
export function sniffImageType(bytes: Buffer): 'image/jpeg' | 'image/png' | 'image/webp' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return null;
}
