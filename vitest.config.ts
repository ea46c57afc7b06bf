import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/*
 * Which database each API test file runs on. The embedded database is PostgreSQL itself compiled to WebAssembly, so
 * a query answers the same on both, and a test that only goes through Drizzle's mapped columns learns nothing new
 * from a second run. What differs is around the SQL: the driver (raw rows from `db.execute`/`rowsOf` are not mapped
 * by Drizzle), connections and concurrency, LISTEN/NOTIFY, migrations, backups, the embedded database's own code.
 *
 * The rule, for a new file:
 * - `*.pg.test.ts`: needs real parallel connections (concurrency, two app processes): PostgreSQL only.
 * - listed in API_ON_BOTH_ENGINES: tests code that meets one of the differences above: both databases.
 * - listed in API_ON_PGLITE_ONLY: tests the embedded database itself: PGlite only.
 * - any other file: once. On PostgreSQL when TEST_DATABASE_URL is set (the CI; production's database, and cheaper:
 *   the SQL runs in PostgreSQL's own processes, not in the test worker), otherwise on PGlite, so `npm test` without
 *   PostgreSQL still runs it.
 * The end-to-end suite serves its one shop by the same rule (tests/e2e/global-setup.ts).
 * tests/unit/test-projects.test.ts checks that every listed file exists.
 */
export const API_ON_BOTH_ENGINES = [
  'tests/api/migrations.test.ts',
  'tests/api/backup-restore.test.ts',
  'tests/api/ops-endpoints.test.ts',
  'tests/api/catalogue-cache.test.ts',
  'tests/api/job-runner.test.ts',
  'tests/api/session-reader.test.ts',
  'tests/api/cart.test.ts',
  'tests/api/checkout.test.ts',
  'tests/api/invoice-issue.test.ts',
  'tests/api/credit-notes.test.ts',
  'tests/api/admin-jobs.test.ts',
  'tests/api/subscription-analytics.test.ts',
];
export const API_ON_PGLITE_ONLY = ['tests/api/embedded-lock.test.ts', 'tests/api/pglite-memory.test.ts'];
const API_FILES = 'tests/api/**/*.test.ts';
const POSTGRES_ONLY = 'tests/api/**/*.pg.test.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;

const apiProject = (engine: 'pglite' | 'postgres') => ({
  test: {
    name: `api-${engine}`,
    include: engine === 'postgres' || !postgresUrl ? [API_FILES] : [...API_ON_BOTH_ENGINES, ...API_ON_PGLITE_ONLY],
    exclude: engine === 'postgres' ? API_ON_PGLITE_ONLY : [POSTGRES_ONLY],
    environment: 'node',
    isolate: false,
    globalSetup: ['tests/support/global-db-setup.ts'],
    env: { TEST_DB_ENGINE: engine, RATE_LIMIT: 'on' },
    testTimeout: 30_000,
    // Bounds, not waits: a busy machine starting a second app process for a multi-instance test needs the time.
    hookTimeout: 120_000,
  },
});

const UI_FILES = ['tests/ui/**/*.test.tsx', 'tests/ui/**/*.test.ts'];
/*
 * The test files of a worker share one module graph (isolate: false): importing the server, or React, Mantine, the
 * router and the app, afresh for each file cost more CPU than the tests themselves (the unit, API and UI projects ran
 * in less than half the CPU time without it). Each API file opens its own shop and database; tests/ui/setup.ts resets
 * what a UI test leaves in the shared jsdom document (rendered trees, cookies, storage, toasts). A file that replaces a
 * module (`vi.mock`) needs a module graph of its own, so the replacement neither leaks into other files nor misses
 * modules they loaded first: it is listed here, and only UI files may do so (tests/unit/test-projects.test.ts).
 */
export const UI_OWN_MODULES = ['tests/ui/auth-client-loading.test.tsx'];

const uiProject = (name: string, files: { include: string[]; exclude?: string[]; isolate: boolean }) => ({
  plugins: [react()],
  test: {
    name,
    ...files,
    environment: 'jsdom',
    environmentOptions: { jsdom: { url: 'http://localhost:3000' } },
    setupFiles: ['tests/ui/setup.ts'],
    testTimeout: 20_000,
  },
});

/*
 * Test files at once. Vitest's default (one less than the cores) gives a 2-core CI machine a single worker, which then
 * spends most of its time waiting: an API file waits on PostgreSQL, on its in-process shop's sockets and on child
 * processes far more than it computes. Three workers keep both cores busy there; a bigger machine keeps its default.
 * The end-to-end project shares one running shop, so it stays one file at a time (fileParallelism below).
 */
const SUITE_WORKERS = Math.max(3, availableParallelism() - 1);

export default defineConfig({
  test: {
    maxWorkers: SUITE_WORKERS,
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', isolate: false } },
      apiProject('pglite'),
      ...(postgresUrl ? [apiProject('postgres')] : []),
      uiProject('ui', { include: UI_FILES, exclude: UI_OWN_MODULES, isolate: false }),
      uiProject('ui-own-modules', { include: UI_OWN_MODULES, isolate: true }),
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
