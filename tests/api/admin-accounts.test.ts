import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MadeUser, makeUser } from '../support/factories';
import { createTestShop, type TestShop } from '../support/test-shop';

let shop: TestShop;
let admin: MadeUser;
beforeAll(async () => {
  shop = await createTestShop();
  const db = shop.database.db;
  admin = await makeUser(db, { role: 'admin', fullName: 'Ada Admin' });
  await makeUser(db, { fullName: 'Carol Customer' });
  await makeUser(db, { fullName: 'Walt Wholesale', role: 'wholesaler', businessName: 'Crown & Anchor' });
  await makeUser(db, { fullName: 'Pat Pending', accountType: 'Wholesale', status: 'pending', businessName: 'Iron Gym' });
  await makeUser(db, { fullName: 'Rex Rejected', accountType: 'Wholesale', status: 'rejected', businessName: 'Closed Bar' });
});
afterAll(() => shop.close());

const list = (input: Parameters<ReturnType<TestShop['callerFor']>['admin']['listAccounts']>[0]) =>
  shop.callerFor(admin).admin.listAccounts(input);

describe('admin.listAccounts', () => {
  it('returns the admin table’s account rows', async () => {
    const { rows, total } = await list({});
    expect(total).toBe(5);
    expect(rows.find((r) => r.fullName === 'Walt Wholesale')).toMatchObject({
      businessName: 'Crown & Anchor',
      accountType: 'Wholesale',
      status: 'approved',
      accountBalancePence: 0,
    });
  });

  it('filters by name case-insensitively on business or full name', async () => {
    expect((await list({ filters: { search: 'crown' } })).rows.map((r) => r.fullName)).toEqual(['Walt Wholesale']);
    expect((await list({ filters: { search: 'CAROL' } })).rows.map((r) => r.fullName)).toEqual(['Carol Customer']);
    expect((await list({ filters: { search: '%' } })).total).toBe(0);
  });

  it('filters by type and status', async () => {
    expect((await list({ filters: { accountType: 'Wholesale' } })).total).toBe(3);
    expect((await list({ filters: { accountType: 'Wholesale', status: 'pending' } })).rows.map((r) => r.fullName)).toEqual([
      'Pat Pending',
    ]);
    expect((await list({ filters: { accountType: 'Admin' } })).rows.map((r) => r.fullName)).toEqual(['Ada Admin']);
  });

  it('pages on the server', async () => {
    const first = await list({ page: 1, pageSize: 2 });
    const third = await list({ page: 3, pageSize: 2 });
    expect(first.rows).toHaveLength(2);
    expect(third.rows).toHaveLength(1);
    expect(first.total).toBe(5);
  });

  it('refuses unknown filter fields (no mass assignment through inputs)', async () => {
    await expect(list({ role: 'admin' } as never)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});
