import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MadeUser, makeProduct, makeUser } from '../support/factories';
import { createTestShop, type TestShop } from '../support/test-shop';

let shop: TestShop;
const users: Record<string, MadeUser> = {};

beforeAll(async () => {
  shop = await createTestShop();
  const db = shop.database.db;
  await makeProduct(db, { name: 'Original' });
  users.unverified = await makeUser(db, { emailVerified: false });
  users.customer = await makeUser(db);
  users.pending = await makeUser(db, { role: 'customer', accountType: 'Wholesale', status: 'pending' });
  users.wholesaler = await makeUser(db, { role: 'wholesaler' });
  users.admin = await makeUser(db, { role: 'admin' });
});
afterAll(() => shop.close());

type Outcome = 'ok' | 'UNAUTHORIZED' | 'FORBIDDEN';

async function outcomeOf(call: () => Promise<unknown>): Promise<Outcome | string> {
  try {
    await call();
    return 'ok';
  } catch (error) {
    return error instanceof TRPCError ? error.code : String(error);
  }
}

const callerAs = (who: string) => shop.callerFor(who === 'anonymous' ? null : users[who]);

describe('role middleware', () => {
  const roles = ['anonymous', 'unverified', 'customer', 'pending', 'wholesaler', 'admin'] as const;
  const expectations: Record<string, Record<(typeof roles)[number], Outcome>> = {
    'shop.listProducts': { anonymous: 'ok', unverified: 'ok', customer: 'ok', pending: 'ok', wholesaler: 'ok', admin: 'ok' },
    'account.me': {
      anonymous: 'UNAUTHORIZED',
      unverified: 'UNAUTHORIZED',
      customer: 'ok',
      pending: 'ok',
      wholesaler: 'ok',
      admin: 'ok',
    },
    'admin.listAccounts': {
      anonymous: 'UNAUTHORIZED',
      unverified: 'UNAUTHORIZED',
      customer: 'FORBIDDEN',
      pending: 'FORBIDDEN',
      wholesaler: 'FORBIDDEN',
      admin: 'ok',
    },
  };
  const calls: Record<string, (caller: ReturnType<typeof callerAs>) => Promise<unknown>> = {
    'shop.listProducts': (c) => c.shop.listProducts(),
    'account.me': (c) => c.account.me(),
    'admin.listAccounts': (c) => c.admin.listAccounts({}),
  };

  for (const [procedure, expected] of Object.entries(expectations)) {
    it(`${procedure} answers each role as declared`, async () => {
      const actual: Record<string, string> = {};
      for (const role of roles) actual[role] = await outcomeOf(() => calls[procedure]?.(callerAs(role)) ?? Promise.reject());
      expect(actual).toEqual(expected);
    });
  }

  it('account.me returns the caller’s own profile and NOT_FOUND before the profile exists', async () => {
    const me = await callerAs('customer').account.me();
    expect(me).toMatchObject({ email: users.customer?.email, role: 'customer', accountType: 'Customer' });
    const withoutProfile = await makeUser(shop.database.db, { withProfile: false });
    await expect(shop.callerFor(withoutProfile).account.me()).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
