import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChildServer, startChildServer } from '../support/child-server';
import { makeUser } from '../support/factories';
import { type FakeS3, startFakeS3 } from '../support/fake-s3';
import { FOOD_FORM } from '../support/food-information';
import { type HttpClient, httpClient, trpcWire } from '../support/http';
import { pngImage, uploadProductImage } from '../support/image-upload';
import { pollUntil } from '../support/poll';
import { createTestShop, type TestShop } from '../support/test-shop';

// PostgreSQL only: two app processes behind an imagined load balancer, sharing one database and one S3 bucket
// (s3rver). What one instance writes, the other must serve: images, catalogue changes, sign-outs.
let shop: TestShop;
let s3: FakeS3;
let a: ChildServer;
let b: ChildServer;
let adminOnA: HttpClient;
beforeAll(async () => {
  shop = await createTestShop();
  s3 = await startFakeS3();
  [a, b] = await Promise.all([startChildServer(databaseUrl(), s3.env), startChildServer(databaseUrl(), s3.env)]);
  adminOnA = await signedIn(a.url, await makeUser(shop.database.db, { role: 'admin' }));
});
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await s3?.close();
  await shop?.close();
});

const databaseUrl = () => shop.database.url as string;

async function signedIn(baseUrl: string, user: { email: string; password: string }): Promise<HttpClient> {
  const client = httpClient(baseUrl);
  const response = await client.post('/api/auth/sign-in/email', { email: user.email, password: user.password });
  expect(response.status).toBe(200);
  return client;
}

/** The same browser (cookies) talking to another instance, as a load balancer without sticky sessions sends it. */
function sameBrowserOn(baseUrl: string, client: HttpClient): HttpClient {
  const other = httpClient(baseUrl);
  other.cookie = client.cookie;
  return other;
}

async function trpcData<T>(response: Response): Promise<T> {
  expect(response.status).toBe(200);
  return trpcWire.data<T>(await response.json());
}

describe('two instances on one PostgreSQL', () => {
  it('serve an image uploaded through A from B (object storage): 200 and the same bytes', async () => {
    const upload = await uploadProductImage(a.url, adminOnA.cookie, await pngImage(1200, 800));
    expect(upload.status).toBe(201);
    for (const url of Object.values(upload.body.srcset ?? {})) {
      const [fromA, fromB] = await Promise.all([fetch(`${a.url}${url}`), fetch(`${b.url}${url}`)]);
      expect(fromB.status).toBe(200);
      expect(fromB.headers.get('content-type')).toBe('image/webp');
      const bytesB = Buffer.from(await fromB.arrayBuffer());
      expect(bytesB.equals(Buffer.from(await fromA.arrayBuffer()))).toBe(true);
      expect(bytesB.equals((await s3.object(url.replace('/media/', '')))?.bytes as Buffer)).toBe(true);
    }
  });

  it('show a price changed through A on B within 2 s (B caches the list until PostgreSQL notifies it)', async () => {
    const created = await trpcData<{ id: string }>(
      await adminOnA.post(
        '/api/trpc/product.create',
        trpcWire.body({ ...FOOD_FORM, name: 'Cache Bound', variants: { '250g': { priceNet: 5, stock: 10 } } }),
      ),
    );
    const priceOnB = async () => {
      const list = await trpcData<{ id: string; variants: { weight: string; netPence: number | null }[] }[]>(
        await fetch(`${b.url}/api/trpc/shop.listProducts`),
      );
      return list.find((p) => p.id === created.id)?.variants.find((v) => v.weight === '250g')?.netPence;
    };
    expect(await priceOnB()).toBe(500);

    const delays: number[] = [];
    for (const pounds of [6, 7.5, 8.25, 9, 10.1]) {
      // B has the current list cached (it just answered); the change commits on A.
      expect(await priceOnB()).not.toBe(Math.round(pounds * 100));
      await trpcData(
        await adminOnA.post(
          '/api/trpc/product.update',
          trpcWire.body({
            ...FOOD_FORM,
            id: created.id,
            name: 'Cache Bound',
            variants: { '250g': { priceNet: pounds, stock: 10 } },
          }),
        ),
      );
      const committed = Date.now();
      await pollUntil(
        `B to show £${pounds} after A committed it`,
        async () => (await priceOnB()) === Math.round(pounds * 100),
        2_000,
      );
      delays.push(Date.now() - committed);
    }
    console.info(`price change on A visible on B after ${delays.join(', ')} ms (max ${Math.max(...delays)} ms)`);
    expect(Math.max(...delays)).toBeLessThan(2_000);
  });

  it('share sessions without a cache: a sign-out on A signs the same browser out on B at once', async () => {
    const admin = await makeUser(shop.database.db, { role: 'admin' });
    const onA = await signedIn(a.url, admin);
    const onB = sameBrowserOn(b.url, onA);
    expect((await onB.get('/api/trpc/product.listAdmin')).status).toBe(200);
    expect((await onA.post('/api/auth/sign-out', {})).status).toBe(200);
    expect((await onB.get('/api/trpc/product.listAdmin')).status).toBe(401);
  });
});

describe('two instances with local image storage on separate disks', () => {
  it('cannot serve each other’s uploads: several instances need S3_BUCKET or one shared UPLOAD_DIR volume', async () => {
    const dirs = [mkdtempSync(path.join(tmpdir(), 'shop-disk-c-')), mkdtempSync(path.join(tmpdir(), 'shop-disk-d-'))];
    const [c, d] = await Promise.all([
      startChildServer(databaseUrl(), { UPLOAD_DIR: dirs[0] as string }),
      startChildServer(databaseUrl(), { UPLOAD_DIR: dirs[1] as string }),
    ]);
    try {
      const admin = await signedIn(c.url, await makeUser(shop.database.db, { role: 'admin' }));
      const upload = await uploadProductImage(c.url, admin.cookie, await pngImage(400, 400));
      expect((await fetch(`${c.url}${upload.body.url}`)).status).toBe(200);
      expect((await fetch(`${d.url}${upload.body.url}`)).status).toBe(404);
    } finally {
      await Promise.all([c.stop(), d.stop()]);
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    }
  });
});
