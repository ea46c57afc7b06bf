import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_CHARACTERS_MESSAGE } from '../../../shared/control-characters';
import { makeUser } from '../../support/factories';
import { httpClient } from '../../support/http';
import { createTestShop, type TestShop } from '../../support/test-shop';

// On better-auth's own endpoints: a NUL in a name reached PostgreSQL (HTTP 500).
let shop: TestShop;
let baseUrl: string;
beforeAll(async () => {
  shop = await createTestShop();
  baseUrl = await shop.listen();
});
afterAll(() => shop.close());

const signUp = {
  name: 'Mary Maker',
  email: 'mary@example.com',
  password: 'a-long-enough-passphrase',
  callbackURL: '/account',
  profile: { accountType: 'Customer', fullName: 'Mary Maker', address1: '12 High Street', city: 'Leeds', postcode: 'LS1 4AP' },
};

/** Every string field of each endpoint's body, as a dotted path. */
const ENDPOINTS: { path: string; body: Record<string, unknown>; signedIn?: boolean }[] = [
  { path: '/sign-up/email', body: signUp },
  { path: '/sign-in/email', body: { email: 'mary@example.com', password: 'a-long-enough-passphrase', callbackURL: '/account' } },
  { path: '/request-password-reset', body: { email: 'mary@example.com', redirectTo: '/reset-password' } },
  { path: '/reset-password', body: { newPassword: 'another-long-passphrase', token: 'abcdefghijklmnop' } },
  { path: '/send-verification-email', body: { email: 'mary@example.com', callbackURL: '/account' } },
  { path: '/update-user', body: { name: 'Mary Maker' }, signedIn: true },
  { path: '/change-email', body: { newEmail: 'new-mary@example.com', callbackURL: '/account' }, signedIn: true },
  {
    path: '/change-password',
    body: { currentPassword: 'whatever-it-is', newPassword: 'another-long-passphrase', revokeOtherSessions: true },
    signedIn: true,
  },
];

function stringPaths(value: unknown, prefix: string[] = []): string[][] {
  if (typeof value === 'string') return [prefix];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => stringPaths(inner, [...prefix, key]));
  return [];
}

function withValue(body: Record<string, unknown>, path: string[], value: string): Record<string, unknown> {
  const copy = structuredClone(body);
  let node: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[path.at(-1) as string] = value;
  return copy;
}

describe('control characters in better-auth requests', () => {
  it('every string field of every auth endpoint: 400 with the field message, never a 500', async () => {
    const user = await makeUser(shop.database.db);
    const signedIn = httpClient(baseUrl);
    expect((await signedIn.post('/api/auth/sign-in/email', { email: user.email, password: user.password })).status).toBe(200);
    const outcomes: string[] = [];
    let calls = 0;
    for (const endpoint of ENDPOINTS) {
      for (const path of stringPaths(endpoint.body)) {
        for (const poison of ['Mary\u0000Maker', '\u0007', 'Mary\u001b[2J']) {
          calls++;
          const client = endpoint.signedIn ? signedIn : httpClient(baseUrl);
          const response = await client.post(`/api/auth${endpoint.path}`, withValue(endpoint.body, path, poison));
          const body = (await response.json().catch(() => null)) as { message?: string } | null;
          if (response.status !== 400 || body?.message !== CONTROL_CHARACTERS_MESSAGE)
            outcomes.push(`${endpoint.path} ${path.join('.')}=${JSON.stringify(poison)}: ${response.status} ${body?.message}`);
        }
      }
    }
    console.info(`auth control characters: ${calls} requests, ${outcomes.length} not refused with 400`);
    expect(outcomes).toEqual([]);
    // Still signed in: none of the refused requests changed the session.
    expect((await signedIn.get('/api/auth/get-session')).status).toBe(200);
  });

  it('query strings too: verify-email and reset-password links with a NUL token', async () => {
    for (const path of ['/verify-email?token=abc%00def&callbackURL=/account', '/reset-password/abc%00def?callbackURL=/account']) {
      const response = await httpClient(baseUrl).get(`/api/auth${path}`);
      expect(response.status, path).toBeLessThan(500);
    }
  });
});
