import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
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
});
