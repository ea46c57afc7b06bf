import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimit } from '../../../server/db/schema/index';
import { makeUser } from '../../support/factories';
import { httpClient } from '../../support/http';
import { createTestShop, type TestShop } from '../../support/test-shop';

let shop: TestShop;
let baseUrl: string;
beforeAll(async () => {
  shop = await createTestShop({ rateLimit: true });
  baseUrl = await shop.listen();
});
afterAll(() => shop.close());

describe('brute-force protection (security checklist 3)', () => {
  it('20 wrong logins in 10 s: at most 3 attempts are judged, the rest get 429', async () => {
    const victim = await makeUser(shop.database.db);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const response = await httpClient(baseUrl).post('/api/auth/sign-in/email', {
        email: victim.email,
        password: `wrong-guess-${i}`,
      });
      statuses.push(response.status);
    }
    console.info(
      `rate limit: ${statuses.filter((s) => s === 401).length} judged, ${statuses.filter((s) => s === 429).length} refused with 429`,
    );
    expect(statuses.filter((s) => s !== 429).length).toBeLessThanOrEqual(3);
    expect(statuses.slice(3).every((s) => s === 429)).toBe(true);
  });

  it('does not trust a client-supplied IP header to dodge the limit', async () => {
    await shop.database.db.delete(rateLimit); // a fresh window, independent of the test above
    const victim = await makeUser(shop.database.db);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const response = await httpClient(baseUrl).post(
        '/api/auth/sign-in/email',
        { email: victim.email, password: 'nope-nope-nope' },
        { 'x-forwarded-for': `10.0.0.${i}`, 'x-shop-client-ip': `10.1.0.${i}` },
      );
      statuses.push(response.status);
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(7);
  });
});
