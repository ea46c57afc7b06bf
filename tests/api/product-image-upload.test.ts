import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../server/db/schema/index';
import { MAX_IMAGE_BYTES } from '../../server/storage/product-images';
import { type MadeUser, makeUser } from '../support/factories';
import { type HttpClient, httpClient } from '../support/http';
import { createTestShop, type TestShop } from '../support/test-shop';

let shop: TestShop;
let baseUrl: string;
let uploadDir: string;
let admin: HttpClient;
let adminUser: MadeUser;

async function signedIn(user: MadeUser): Promise<HttpClient> {
  const client = httpClient(baseUrl);
  const response = await client.post('/api/auth/sign-in/email', { email: user.email, password: user.password });
  expect(response.status).toBe(200);
  return client;
}

beforeAll(async () => {
  uploadDir = mkdtempSync(path.join(tmpdir(), 'shop-uploads-'));
  shop = await createTestShop({ uploadDir });
  baseUrl = await shop.listen();
  adminUser = await makeUser(shop.database.db, { role: 'admin' });
  admin = await signedIn(adminUser);
});
afterAll(async () => {
  await shop.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

type Part = { field?: string; name: string; type: string; body: Buffer | string };

async function upload(client: HttpClient | null, parts: Part[], headers: Record<string, string> = {}) {
  const form = new FormData();
  for (const part of parts)
    form.append(
      part.field ?? 'image',
      new Blob([typeof part.body === 'string' ? part.body : new Uint8Array(part.body)], { type: part.type }),
      part.name,
    );
  const response = await fetch(`${baseUrl}/api/uploads/product-image`, {
    method: 'POST',
    headers: { origin: shop.config.baseUrl, ...(client ? { cookie: client.cookie } : {}), ...headers },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & { error?: { message: string } } };
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#7a1f2b' } })
    .png()
    .toBuffer();
// A JPEG carrying EXIF metadata (camera and orientation) that must not survive.
const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2b1d14' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'Spy Camera', Copyright: 'secret location' } })
    .toBuffer();

const REFUSED_TYPE = 'Only JPEG, PNG or WebP images are accepted.';
const storedFiles = () => readdirSync(uploadDir).sort();

describe('POST /api/uploads/product-image', () => {
  it('refuses anonymous (401), customers and wholesalers (403), before reading the file', async () => {
    const image = { name: 'a.png', type: 'image/png', body: await png(10, 10) };
    expect((await upload(null, [image])).status).toBe(401);
    for (const role of ['customer', 'wholesaler'] as const) {
      const client = await signedIn(await makeUser(shop.database.db, { role }));
      const refused = await upload(client, [image]);
      expect(refused).toEqual({ status: 403, body: { error: { message: 'Access Denied.' } } });
    }
    expect(storedFiles()).toEqual([]);
  });

  it('stores a PNG as WebP and AVIF renditions under a random name and serves them from /media with immutable cache headers', async () => {
    const { status, body } = await upload(admin, [
      { name: 'my holiday photo.png', type: 'image/png', body: await png(1600, 1000) },
    ]);
    expect(status).toBe(201);
    expect(body.url).toMatch(/^\/media\/[0-9a-f-]{36}-800\.webp$/);
    const id = String(body.url).slice('/media/'.length, -'-800.webp'.length);
    expect(body.srcset).toEqual({ 400: `/media/${id}-400.webp`, 800: `/media/${id}-800.webp`, 1200: `/media/${id}-1200.webp` });
    expect(body.avifSrcset).toEqual({
      400: `/media/${id}-400.avif`,
      800: `/media/${id}-800.avif`,
      1200: `/media/${id}-1200.avif`,
    });
    expect(body).toMatchObject({ id, width: 800, height: 500 });
    expect(storedFiles()).toEqual([
      `${id}-1200.avif`,
      `${id}-1200.webp`,
      `${id}-400.avif`,
      `${id}-400.webp`,
      `${id}-800.avif`,
      `${id}-800.webp`,
    ]);

    const served = await fetch(`${baseUrl}${body.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toMatch(/max-age=31536000/);
    expect(served.headers.get('cache-control')).toMatch(/immutable/);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 500]);
    const large = await sharp(Buffer.from(await (await fetch(`${baseUrl}/media/${id}-1200.webp`)).arrayBuffer())).metadata();
    expect(large.width).toBe(1200);

    const avif = await fetch(`${baseUrl}/media/${id}-400.avif`);
    expect(avif.status).toBe(200);
    expect(avif.headers.get('content-type')).toBe('image/avif');
    expect(avif.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const avifMeta = await sharp(Buffer.from(await avif.arrayBuffer())).metadata();
    expect([avifMeta.format, avifMeta.width, avifMeta.height]).toEqual(['heif', 400, 250]);

    const [audit] = await shop.database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audit).toMatchObject({ action: 'product_image.upload', actorUserId: adminUser.id });
  });

  it('stores a JPEG without its metadata and never upscales a small one', async () => {
    const { status, body } = await upload(admin, [
      { name: '../../etc/passwd.jpg', type: 'image/jpeg', body: await jpeg(300, 200) },
    ]);
    expect(status).toBe(201);
    for (const url of [...Object.values(body.srcset as object), ...Object.values(body.avifSrcset as object)] as string[]) {
      const meta = await sharp(Buffer.from(await (await fetch(`${baseUrl}${url}`)).arrayBuffer())).metadata();
      expect([meta.width, meta.height, meta.exif]).toEqual([300, 200, undefined]);
    }
    expect(storedFiles().some((name) => name.includes('passwd') || name.includes('holiday'))).toBe(false);
  });

  it('gives every upload of the same file a new random name', async () => {
    const image = { name: 'same.png', type: 'image/png', body: await png(50, 50) };
    const first = await upload(admin, [image]);
    const second = await upload(admin, [image]);
    expect(first.body.url).not.toEqual(second.body.url);
    expect(
      storedFiles().every((name) =>
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}-(400|800|1200)\.(webp|avif)$/.test(name),
      ),
    ).toBe(true);
  });

  it('refuses files that are not JPEG, PNG or WebP by their content, whatever their name and type', async () => {
    const cases: Part[] = [
      { name: 'script.jpg', type: 'image/jpeg', body: 'alert(document.cookie) // not an image at all' },
      {
        name: 'logo.svg',
        type: 'image/svg+xml',
        body: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="10" height="10"/></svg>',
      },
      { name: 'page.png', type: 'image/png', body: '<!doctype html><html><body><script>alert(1)</script></body></html>' },
      {
        name: 'anim.gif',
        type: 'image/gif',
        body: await sharp(await png(10, 10))
          .gif()
          .toBuffer(),
      },
    ];
    const before = storedFiles();
    for (const part of cases) {
      expect([part.name, await upload(admin, [part])]).toEqual([
        part.name,
        { status: 415, body: { error: { message: REFUSED_TYPE } } },
      ]);
    }
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a file of 5 MiB + 1 byte with 413', async () => {
    const big = Buffer.alloc(MAX_IMAGE_BYTES + 1, 0);
    (await png(10, 10)).copy(big);
    const { status, body } = await upload(admin, [{ name: 'big.png', type: 'image/png', body: big }]);
    expect(status).toBe(413);
    expect(body.error?.message).toBe('This image is too large. The maximum file size is 5 MB.');
  });

  it('refuses a 14000 x 14000 PNG (decompression bomb) with 422', async () => {
    const huge = await sharp({ create: { width: 14000, height: 14000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(MAX_IMAGE_BYTES);
    const before = storedFiles();
    const { status, body } = await upload(admin, [{ name: 'bomb.png', type: 'image/png', body: huge }]);
    expect(status).toBe(422);
    expect(body.error?.message).toBe('This image is too large (maximum 40 megapixels).');
    expect(storedFiles()).toEqual(before);
  });

  it('explains a missing file, two files, a wrong field and a foreign origin', async () => {
    const form = new FormData();
    form.append('note', 'no file here');
    const empty = await fetch(`${baseUrl}/api/uploads/product-image`, {
      method: 'POST',
      headers: { origin: shop.config.baseUrl, cookie: admin.cookie },
      body: form,
    });
    expect([empty.status, await empty.json()]).toEqual([400, { error: { message: 'You must select an image to upload.' } }]);

    const image = { name: 'a.png', type: 'image/png', body: await png(10, 10) };
    expect(await upload(admin, [image, { ...image, name: 'b.png' }])).toEqual({
      status: 400,
      body: { error: { message: 'Please upload one image at a time.' } },
    });
    expect((await upload(admin, [{ ...image, field: 'file' }])).status).toBe(400);
    expect((await upload(admin, [image], { origin: 'https://evil.example' })).status).toBe(403);
  });
});
