import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { makeUser } from '../support/factories';
import { createTestShop, type TestShop } from '../support/test-shop';

let shop: TestShop;
let baseUrl: string;
beforeAll(async () => {
  shop = await createTestShop({ production: true });
  baseUrl = await shop.listen();
});
afterAll(() => shop.close());

describe('production mode', () => {
  it('refuses to start without BETTER_AUTH_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('BETTER_AUTH_SECRET is required');
  });

  it('has no development mailbox', async () => {
    const response = await fetch(`${baseUrl}/dev/mailbox`);
    expect(response.status).toBe(404);
  });

  it('sends HSTS', async () => {
    const response = await fetch(`${baseUrl}/api/trpc/shop.listProducts`);
    expect(response.headers.get('strict-transport-security')).toContain('max-age=');
  });

  it('sets the session cookie HttpOnly, SameSite=Lax and Secure', async () => {
    const me = await makeUser(shop.database.db);
    const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: shop.config.baseUrl },
      body: JSON.stringify({ email: me.email, password: me.password }),
    });
    expect(response.status).toBe(200);
    const session = response.headers.getSetCookie().find((c) => c.includes('session_token'));
    expect(session).toMatch(/^__Secure-/);
    expect(session).toMatch(/;\s*HttpOnly/i);
    expect(session).toMatch(/;\s*Secure/i);
    expect(session).toMatch(/;\s*SameSite=Lax/i);
  });
});
