import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../server/config';
import { API_ON_BOTH_ENGINES, API_ON_PGLITE_ONLY, UI_OWN_MODULES } from '../../vitest.config';

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

const filesUnder = (folder: string) =>
  (readdirSync(path.join(PROJECT_ROOT, 'tests', folder), { recursive: true }) as string[])
    .filter((name) => /\.test\.tsx?$/.test(name))
    .map((name) => `tests/${folder}/${name}`);
const replacesAModule = (file: string) => /\bvi\.(do)?mock\(/.test(readFileSync(path.join(PROJECT_ROOT, file), 'utf8'));

// The test files of a worker share one module graph; a file that replaces a module gets its own (vitest.config.ts).
describe('the module graphs of the test files', () => {
  it('gives every UI file that replaces a module (vi.mock) a module graph of its own', () => {
    const mocking = filesUnder('ui').filter(replacesAModule);
    expect(mocking.length).toBeGreaterThan(0);
    expect(mocking.filter((file) => !UI_OWN_MODULES.includes(file))).toEqual([]);
    for (const file of UI_OWN_MODULES) expect(filesUnder('ui'), file).toContain(file);
  });

  it('has no unit or API file that replaces a module', () => {
    const files = [...filesUnder('unit'), ...filesUnder('api')].filter((file) => file !== 'tests/unit/test-projects.test.ts');
    expect(files.length).toBeGreaterThan(150);
    expect(files.filter(replacesAModule)).toEqual([]);
  });
});
