import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf } from '../../server/db/client';
import { createTestDatabase } from '../support/test-db';

// The embedded database's memory settings (server/db/pglite-memory.ts): its buffers are the server's idle RSS.
const parent = mkdtempSync(path.join(tmpdir(), 'shop-pglite-memory-'));
afterAll(() => rmSync(parent, { recursive: true, force: true }));

describe('the embedded database', () => {
  it('is created in a child process and opened in this one with 16 MB of shared buffers', async () => {
    const dataDir = path.join(parent, 'fresh');
    const handle = await openDatabase({ kind: 'pglite', dataDir });
    try {
      expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
      const [row] = rowsOf<{ shared_buffers: string }>(await handle.db.execute(sql`show shared_buffers`));
      expect(row?.shared_buffers).toBe('16MB');
      // Still a working database: it writes and reads back.
      await handle.db.execute(sql`create table kept (n int)`);
      await handle.db.execute(sql`insert into kept values (1), (2)`);
    } finally {
      await handle.close();
    }
    const reopened = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const [row] = rowsOf<{ total: number }>(await reopened.db.execute(sql`select sum(n)::int as total from kept`));
      expect(row?.total).toBe(3);
    } finally {
      await reopened.close();
    }
    // initdb takes a few seconds alone and much longer on a busy machine.
  }, 120_000);

  it("runs on V8's baseline compiler: parsing never starts the 600 MB optimizing build of the SQL parser", async () => {
    const handle = await createTestDatabase();
    expect(handle.engine).toBe('pglite');
    try {
      // Distinct statement texts, so each one goes through PostgreSQL's parser.
      for (let n = 0; n < 500; n++) {
        await handle.db.execute(sql.raw(`select ${n} as n, 'x' || ${n} as label where ${n} >= 0 order by 1 limit 1`));
      }
    } finally {
      await handle.destroy();
    }
    // V8's compilers take their working memory from malloc; optimizing that one function peaks near 600 MB.
    const peakMb = v8.getHeapStatistics().peak_malloced_memory / 1024 / 1024;
    expect(peakMb).toBeLessThan(100);
  }, 120_000);
});
