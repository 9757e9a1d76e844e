import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small S3-compatible server for tests: path-style PUT, GET and DELETE of objects in one bucket, each
 * request's AWS Signature Version 4 checked against the one key pair (the payload's SHA-256 too). A bad
 * signature answers 403 SignatureDoesNotMatch, as S3 does.
 */
export async function startS3Stub(options: { bucket: string; accessKeyId: string; secretAccessKey: string; region: string }) {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const requests: { method: string; path: string; status: number }[] = [];
  const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
  const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

  function signatureOk(req: IncomingMessage, body: Buffer): boolean {
    const auth = req.headers.authorization ?? '';
    const match =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(
        auth,
      );
    if (!match) return false;
    const [, keyId, day, region, signedHeaders, signature] = match;
    if (keyId !== options.accessKeyId || region !== options.region) return false;
    const payloadHash = req.headers['x-amz-content-sha256'];
    if (payloadHash !== sha256(body)) return false;
    const amzDate = String(req.headers['x-amz-date'] ?? '');
    if (!amzDate.startsWith(day!)) return false;
    const names = signedHeaders!.split(';');
    if (!names.includes('host') || !names.includes('x-amz-date') || !names.includes('x-amz-content-sha256')) return false;
    const url = new URL(req.url ?? '/', 'http://stub');
    const canonical = [
      req.method,
      url.pathname,
      '',
      ...names.map((n) => `${n}:${String(req.headers[n] ?? '').trim()}`),
      '',
      signedHeaders,
      payloadHash,
    ].join('\n');
    const scope = `${day}/${region}/s3/aws4_request`;
    const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
    const key = hmac(hmac(hmac(hmac(`AWS4${options.secretAccessKey}`, day!), region!), 's3'), 'aws4_request');
    return createHmac('sha256', key).update(toSign).digest('hex') === signature;
  }

  const error = (code: string) => `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = new URL(req.url ?? '/', 'http://stub');
      const [, bucket, ...rest] = url.pathname.split('/');
      const key = rest.map(decodeURIComponent).join('/');
      const answer = (status: number, payload: Buffer | string = '', type = 'application/xml') => {
        requests.push({ method: req.method ?? '', path: url.pathname, status });
        res.writeHead(status, { 'content-type': type }).end(payload);
      };
      if (!signatureOk(req, body)) return answer(403, error('SignatureDoesNotMatch'));
      if (bucket !== options.bucket) return answer(404, error('NoSuchBucket'));
      if (req.method === 'PUT') {
        objects.set(key, { body, contentType: String(req.headers['content-type'] ?? 'binary/octet-stream') });
        return answer(200);
      }
      if (req.method === 'GET') {
        const object = objects.get(key);
        return object ? answer(200, object.body, object.contentType) : answer(404, error('NoSuchKey'));
      }
      if (req.method === 'DELETE') {
        objects.delete(key);
        return answer(204);
      }
      return answer(405, error('MethodNotAllowed'));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
