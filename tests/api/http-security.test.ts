import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../support/factories';
import { httpClient, trpcQuery, trpcWire } from '../support/http';
import { createTestShop, type TestShop } from '../support/test-shop';

let shop: TestShop;
let baseUrl: string;
beforeAll(async () => {
  shop = await createTestShop();
  baseUrl = await shop.listen();
});
afterAll(() => shop.close());

describe('request guards and headers', () => {
  it('refuses tRPC posts sent as a form', async () => {
    const response = await fetch(`${baseUrl}/api/trpc/shop.listProducts`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseUrl },
      body: 'a=1',
    });
    expect(response.status).toBe(415);
  });

  it('refuses tRPC posts from a foreign origin', async () => {
    const response = await fetch(`${baseUrl}/api/trpc/shop.listProducts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: '{}',
    });
    expect(response.status).toBe(403);
  });

  it('compresses tRPC queries but not mutations, whose answers are too small to be worth a gzip stream', async () => {
    const headers = { 'accept-encoding': 'gzip' };
    const query = await fetch(`${baseUrl}/api/trpc/delivery.rates`, { headers });
    expect(query.status).toBe(200);
    expect(query.headers.get('content-encoding')).toBe('gzip');
    const mutation = await fetch(`${baseUrl}/api/trpc/cart.clear`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(mutation.status).toBe(401);
    expect(mutation.headers.get('content-encoding')).toBeNull();
  });

  it('sends the security headers on API and error responses', async () => {
    for (const path of ['/api/trpc/shop.listProducts', '/api/nothing-here']) {
      const response = await fetch(`${baseUrl}${path}`);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      // No inline script in an API answer: no nonce made for it.
      expect(csp).not.toContain('nonce-');
    }
  });

  it('serves the development mailbox outside production', async () => {
    const response = await fetch(`${baseUrl}/dev/mailbox`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Development mailbox');
  });

  it('refuses anonymous callers before reading their input', async () => {
    const response = await fetch(`${baseUrl}${trpcWire.queryPath('admin.listAccounts', { page: 0 })}`);
    expect(response.status).toBe(401);
  });

  it('answers bad input with BAD_REQUEST and field errors', async () => {
    const admin = await makeUser(shop.database.db, { role: 'admin' });
    const browser = httpClient(baseUrl);
    await browser.post('/api/auth/sign-in/email', { email: admin.email, password: admin.password });
    const { status, body } = await trpcQuery(browser, 'admin.listAccounts', { page: 0 });
    expect(status).toBe(400);
    expect(trpcWire.error(body)).toMatchObject({
      data: { code: 'BAD_REQUEST', zodError: { fieldErrors: { page: [expect.any(String)] } } },
    });
  });
});
