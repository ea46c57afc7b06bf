import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf } from '../../server/db/client';

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
});
