import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../server/config';
import { API_ON_BOTH_ENGINES, API_ON_PGLITE_ONLY } from '../../vitest.config';

const apiFiles = (readdirSync(path.join(PROJECT_ROOT, 'tests', 'api'), { recursive: true }) as string[])
  .filter((name) => name.endsWith('.test.ts'))
  .map((name) => `tests/api/${name}`);

// Every API file runs on at least one database (vitest.config.ts says which): a renamed or deleted file must not
// leave a list naming nothing, and no file can be sent to PGlite only and PostgreSQL only at once.
describe('the databases of the API test files', () => {
  it('lists only files that exist, once each', () => {
    for (const file of [...API_ON_BOTH_ENGINES, ...API_ON_PGLITE_ONLY]) {
      expect(existsSync(path.join(PROJECT_ROOT, file)), file).toBe(true);
    }
    const listed = [...API_ON_BOTH_ENGINES, ...API_ON_PGLITE_ONLY];
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('sends no PostgreSQL-only file (*.pg.test.ts) to PGlite', () => {
    expect([...API_ON_BOTH_ENGINES, ...API_ON_PGLITE_ONLY].filter((file) => file.endsWith('.pg.test.ts'))).toEqual([]);
  });

  it('finds the API files it sorts', () => {
    expect(apiFiles.length).toBeGreaterThan(API_ON_BOTH_ENGINES.length + API_ON_PGLITE_ONLY.length);
  });
});
