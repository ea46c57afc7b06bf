import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { imageStoreFor } from '../../server/storage/configured-image-store';
import { freePort } from '../support/child-server';
import { makeUser } from '../support/factories';
import { type FakeS3, startFakeS3 } from '../support/fake-s3';
import { httpClient } from '../support/http';
import { pngImage, uploadProductImage } from '../support/image-upload';
import { createTestShop, type TestShop } from '../support/test-shop';

// Product images in S3-compatible object storage (S3_BUCKET set), against s3rver: written by the upload, served at /media.
let s3: FakeS3;
let shop: TestShop;
let baseUrl: string;
let uploadDir: string;
let adminCookie: string;
beforeAll(async () => {
  s3 = await startFakeS3();
  uploadDir = mkdtempSync(path.join(tmpdir(), 'shop-uploads-'));
  shop = await createTestShop({ uploadDir, s3: loadConfig({ NODE_ENV: 'test', ...s3.env }).s3 });
  baseUrl = await shop.listen();
  const admin = await makeUser(shop.database.db, { role: 'admin' });
  const client = httpClient(baseUrl);
  expect((await client.post('/api/auth/sign-in/email', { email: admin.email, password: admin.password })).status).toBe(200);
  adminCookie = client.cookie;
});
afterAll(async () => {
  await shop.close();
  await s3.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

const keyOf = (url: string) => url.replace(/^\/media\//, '');

describe('product images in object storage', () => {
  it('stores every rendition in the bucket as WebP with a year of cache, and nothing on local disk', async () => {
    const upload = await uploadProductImage(baseUrl, adminCookie, await pngImage(1600, 900), shop.config.baseUrl);
    expect(upload.status).toBe(201);
    const urls = Object.values(upload.body.srcset ?? {});
    expect(urls).toHaveLength(3);
    for (const url of urls) {
      const object = await s3.object(keyOf(url));
      expect(object?.contentType).toBe('image/webp');
      expect(object?.cacheControl).toBe('public, max-age=31536000, immutable');
      expect(object?.bytes.subarray(8, 12).toString()).toBe('WEBP');
    }
    expect(readdirSync(uploadDir)).toEqual([]);
  });

  it('serves /media/<key> from the bucket: the same bytes, its ETag, 304 to a conditional GET', async () => {
    const upload = await uploadProductImage(baseUrl, adminCookie, await pngImage(640, 480, '#2b1d14'), shop.config.baseUrl);
    const url = upload.body.url as string;
    const stored = await s3.object(keyOf(url));
    const response = await fetch(`${baseUrl}${url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await response.arrayBuffer()).equals(stored?.bytes as Buffer)).toBe(true);
    const etag = response.headers.get('etag') as string;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);

    const again = await fetch(`${baseUrl}${url}`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect((await again.arrayBuffer()).byteLength).toBe(0);
    const changed = await fetch(`${baseUrl}${url}`, { headers: { 'if-none-match': '"0123456789abcdef0123456789abcdef"' } });
    expect(changed.status).toBe(200);
  });

  it('answers 404 for a missing image, and never serves a bucket object that is not an uploaded image', async () => {
    expect((await fetch(`${baseUrl}/media/${crypto.randomUUID()}-800.webp`)).status).toBe(404);
    // Something else in the same bucket (a backup, a note) is not reachable through /media.
    await imageStoreFor({ uploadDir, s3: shop.config.s3 }).put('notes.txt', Buffer.from('private'), 'text/plain');
    expect((await s3.object('notes.txt'))?.bytes.toString()).toBe('private');
    for (const probe of ['/media/notes.txt', '/media/..%2Fnotes.txt', '/media/%2e%2e/notes.txt', '/media/']) {
      const response = await fetch(`${baseUrl}${probe}`);
      expect(response.status, probe).toBe(404);
      expect(await response.text()).not.toContain('private');
    }
  });

  it('answers 500 when the bucket cannot be reached, and keeps nothing on local disk instead', async () => {
    const unreachable = await createTestShop({
      uploadDir,
      s3: loadConfig({ NODE_ENV: 'test', ...s3.env, S3_ENDPOINT: `http://127.0.0.1:${await freePort()}` }).s3,
    });
    try {
      const url = await unreachable.listen();
      const admin = await makeUser(unreachable.database.db, { role: 'admin' });
      const client = httpClient(url);
      await client.post('/api/auth/sign-in/email', { email: admin.email, password: admin.password });
      const upload = await uploadProductImage(url, client.cookie, await pngImage(300, 300), unreachable.config.baseUrl);
      expect(upload.status).toBe(500);
      expect(readdirSync(uploadDir)).toEqual([]);
      expect((await fetch(`${url}/media/${crypto.randomUUID()}-800.webp`)).status).toBe(500);
    } finally {
      await unreachable.close();
    }
  });
});
