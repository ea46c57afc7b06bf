import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../support/factories';
import { httpClient, trpcWire } from '../../support/http';
import { createTestShop, type TestShop } from '../../support/test-shop';

let shop: TestShop;
let baseUrl: string;
const staticDir = mkdtempSync(path.join(tmpdir(), 'shop-static-'));
beforeAll(async () => {
  writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Royal Biltong</title>');
  shop = await createTestShop({ production: true, uploadDir: mkdtempSync(path.join(tmpdir(), 'shop-up-')) });
  baseUrl = await shop.listen({ staticDir });
});
afterAll(async () => {
  await shop.close();
  rmSync(staticDir, { recursive: true, force: true });
});

function expectSecurityHeaders(response: Response, what: string) {
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp, what).toContain("object-src 'none'");
  expect(csp, what).toContain("base-uri 'none'");
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(response.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(response.headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('strict-transport-security'), what).toContain('max-age=');
}

describe('security headers in production mode', () => {
  it('are on HTML, API, upload and error responses', async () => {
    const html = await fetch(`${baseUrl}/shop`);
    expect(html.headers.get('content-type')).toContain('text/html');
    expectSecurityHeaders(html, 'HTML');
    expectSecurityHeaders(await fetch(`${baseUrl}/api/trpc/shop.listProducts`), 'API');
    const upload = await fetch(`${baseUrl}/api/uploads/product-image`, {
      method: 'POST',
      headers: { origin: shop.config.baseUrl },
    });
    expect(upload.status).toBe(401);
    expectSecurityHeaders(upload, 'upload');
    expectSecurityHeaders(await fetch(`${baseUrl}/api/no-such-thing`), 'error');
  });

  it('keeps stack traces and SQL out of error bodies', async () => {
    const admin = await makeUser(shop.database.db, { role: 'admin' });
    const browser = httpClient(baseUrl);
    await browser.post('/api/auth/sign-in/email', { email: admin.email, password: admin.password });
    const bad = await browser.post('/api/trpc/product.create', trpcWire.body({ name: '' }), { origin: shop.config.baseUrl });
    const badBody = await bad.text();
    expect(bad.status).toBe(400);
    expect(badBody).not.toContain('stack');
    expect(badBody).not.toMatch(/at .*\.ts:\d+/);
  });

  it('answers an internal failure with a generic message only', async () => {
    const broken = await createTestShop({ production: true });
    const url = await broken.listen();
    await broken.database.close(); // every query now fails inside the server
    const response = await fetch(`${url}/api/trpc/shop.listProducts`);
    const body = await response.text();
    expect(response.status).toBe(500);
    expect(body).toContain('Something went wrong. Please try again.');
    expect(body).not.toMatch(/stack|select|from "products"|PGlite|at .*\.ts:\d+/i);
    await broken.close().catch(() => {});
  });
});

describe('uploads under abuse', () => {
  it('50 malformed multipart requests in parallel leave the server answering', async () => {
    const admin = await makeUser(shop.database.db, { role: 'admin' });
    const browser = httpClient(baseUrl);
    await browser.post('/api/auth/sign-in/email', { email: admin.email, password: admin.password });
    const bodies = Array.from(
      { length: 50 },
      (_, i) =>
        [
          `--b${i}\r\nContent-Disposition: form-data; name="image"; filename="x.png"\r\n\r\n\x89PNG truncated`,
          `--wrong\r\n\r\n${'A'.repeat(i * 100)}`,
          `--b${i}\r\nContent-Disposition: form-data; name="image"\r\n`,
          '',
          `--b${i}--`,
        ][i % 5],
    );
    const statuses = await Promise.all(
      bodies.map((body, i) =>
        fetch(`${baseUrl}/api/uploads/product-image`, {
          method: 'POST',
          headers: { origin: shop.config.baseUrl, cookie: browser.cookie, 'content-type': `multipart/form-data; boundary=b${i}` },
          body,
        }).then((r) => r.status),
      ),
    );
    expect(statuses.every((s) => s >= 400 && s < 500)).toBe(true);
    expect((await fetch(`${baseUrl}/api/trpc/shop.listProducts`)).status).toBe(200);
  });
});
