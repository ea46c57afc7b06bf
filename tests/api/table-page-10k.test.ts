import { count, ilike, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../server/db/schema/index';
import { pageWindow, tableOrderBy } from '../../server/db/table-page';
import { createTestDatabase, type TestDatabase } from '../support/test-db';

// 10,000 accounts: one page, sorted and filtered by the database, stays fast (the figure is logged).
let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
  await db.db.execute(
    sql`insert into "user" (id, name, email) select 'u' || g, 'User ' || g, 'u' || g || '@example.test' from generate_series(1, 10000) g`,
  );
  await db.db.execute(
    sql`insert into profiles (user_id, full_name, email, account_balance_pence) select 'u' || g, 'Name ' || lpad((10000 - g)::text, 5, '0'), 'u' || g || '@example.test', (g * 37) % 5000 from generate_series(1, 10000) g`,
  );
}, 60_000);
afterAll(() => db.destroy());

describe('10,000 rows', () => {
  it('sorts across all pages in the database and answers a page quickly', async () => {
    const started = performance.now();
    const page = async (n: number) =>
      db.db
        .select({ name: profiles.fullName })
        .from(profiles)
        .orderBy(...tableOrderBy({ id: 'name', desc: false }, { name: profiles.fullName }, profiles.id))
        .limit(pageWindow(n, 20).limit)
        .offset(pageWindow(n, 20).offset);
    const [first, last] = [await page(1), await page(500)];
    const [total] = await db.db.select({ value: count() }).from(profiles).where(ilike(profiles.fullName, '%9%'));
    const elapsed = performance.now() - started;
    console.info(`10,000 profiles: pages 1 and 500 sorted by name + a filtered count in ${elapsed.toFixed(0)} ms (PGlite)`);
    expect(first[0]?.name).toBe('Name 00000');
    expect(last.at(-1)?.name).toBe('Name 09999');
    expect(total?.value).toBeGreaterThan(0);
    expect(elapsed).toBeLessThan(2_000);
  });
});
