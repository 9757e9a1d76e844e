import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFilePhotoStorage, createS3PhotoStorage, sniffImageType } from '#server/storage/photo-storage.ts';
import type { UploadedPhoto } from '#shared/contracts/inspections.ts';
import { bearer, insertUser, tokenFor } from '#tests/support/accounts.ts';
import { startS3Stub } from '#tests/support/s3-stub.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';

// The photo storage adapter (decision 0045): files under a directory, or an S3-compatible bucket reached
// with SigV4-signed requests (a local stub that checks every signature and keeps the objects).
const KEYS = { bucket: 'twinpines-photos', accessKeyId: 'AKIATESTKEY', secretAccessKey: 'test-secret-key', region: 'us-east-1' };
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x10, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);

let s3: Awaited<ReturnType<typeof startS3Stub>>;
let dir: string;
beforeAll(async () => {
  s3 = await startS3Stub(KEYS);
  dir = await mkdtemp(path.join(tmpdir(), 'twinpines-photo-files-'));
});
afterAll(async () => {
  await s3.close();
  await rm(dir, { recursive: true, force: true });
});

describe('photo storage adapters', () => {
  it('tells JPEG, PNG and WebP by their first bytes, and nothing else', () => {
    expect(sniffImageType(JPEG)).toBe('image/jpeg');
    expect(sniffImageType(WEBP)).toBe('image/webp');
    expect(sniffImageType(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffImageType(Buffer.from('<svg></svg>'))).toBeNull();
  });

  it('keeps files under the directory and answers null for a missing one', async () => {
    const files = createFilePhotoStorage(dir);
    await files.put('inspections/a.jpg', JPEG, 'image/jpeg');
    expect((await files.get('inspections/a.jpg'))!.equals(JPEG)).toBe(true);
    expect(await readdir(path.join(dir, 'inspections'))).toEqual(['a.jpg']);
    await files.delete('inspections/a.jpg');
    expect(await files.get('inspections/a.jpg')).toBeNull();
    await expect(files.put('../escape.jpg', JPEG, 'image/jpeg')).rejects.toThrow('Refusing the storage key');
  });

  it('stores, reads and deletes objects in an S3 bucket with signed requests; a wrong secret is refused', async () => {
    const bucket = createS3PhotoStorage({ ...KEYS, endpoint: s3.url, prefix: 'test' });
    await bucket.put('inspections/b.webp', WEBP, 'image/webp');
    expect(s3.objects.get('test/inspections/b.webp')?.contentType).toBe('image/webp');
    expect((await bucket.get('inspections/b.webp'))!.equals(WEBP)).toBe(true);
    await bucket.delete('inspections/b.webp');
    expect(await bucket.get('inspections/b.webp')).toBeNull();
    expect(s3.requests.map((r) => `${r.method} ${r.status}`)).toEqual(['PUT 200', 'GET 200', 'DELETE 204', 'GET 404']);

    const forged = createS3PhotoStorage({ ...KEYS, secretAccessKey: 'wrong', endpoint: s3.url, prefix: '' });
    await expect(forged.put('inspections/c.jpg', JPEG, 'image/jpeg')).rejects.toThrow('HTTP 403 (SignatureDoesNotMatch)');
  });
});

describe('the app with S3_* set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      S3_ENDPOINT: s3.url,
      S3_BUCKET: KEYS.bucket,
      S3_ACCESS_KEY_ID: KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
      S3_REGION: KEYS.region,
    });
  });
  afterAll(async () => t.close());

  it('puts an uploaded photo in the bucket and reads it back from there', async () => {
    const admin = await insertUser(t.database.db, 'admin', { username: 's3-admin' });
    const token = await tokenFor(t.app, admin.username);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/inspections/photos',
      headers: { ...bearer(token), 'content-type': 'image/jpeg' },
      payload: JPEG,
    });
    expect(res.statusCode, res.body).toBe(201);
    const photo = res.json<UploadedPhoto>();
    expect(s3.objects.get(`inspections/${photo.id}.jpg`)?.body.equals(JPEG)).toBe(true);
    const read = await t.app.inject({ method: 'GET', url: photo.url, headers: bearer(token) });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/jpeg');
    expect(read.rawPayload.equals(JPEG)).toBe(true);
  });
});
