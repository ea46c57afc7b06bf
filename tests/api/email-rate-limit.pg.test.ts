import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumeEmailAttempt } from '../../server/auth/rate-limits';
import { openDatabase } from '../../server/db/client';
import { createTestDatabase, type TestDatabase } from '../support/test-db';

// PostgreSQL only: the per-email limit holds when instances count attempts at the same moment.
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ poolSize: 20 });
});
afterAll(() => database.destroy());

describe('per-email attempt counter on PostgreSQL', () => {
  it('60 simultaneous attempts from two connection pools: exactly `max` are allowed', async () => {
    const second = await openDatabase({ kind: 'postgres', url: database.url as string, poolSize: 20 });
    try {
      const rule = { window: 900, max: 10 };
      const results = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          consumeEmailAttempt(i % 2 ? database.db : second.db, '/sign-in/email', 'Victim@Example.com', rule),
        ),
      );
      const allowed = results.filter((r) => r === null).length;
      console.info(`email rate limit on PostgreSQL: 60 concurrent attempts, ${allowed} allowed`);
      expect(allowed).toBe(rule.max);
      expect(results.filter((r) => r !== null).every((seconds) => (seconds ?? 0) > 0 && (seconds ?? 0) <= 900)).toBe(true);
    } finally {
      await second.close();
    }
  });
});
