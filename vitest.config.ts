import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Unit and API tests always run on PGlite; with TEST_DATABASE_URL set the API suite runs on PostgreSQL too.
const postgresUrl = process.env.TEST_DATABASE_URL;

const apiProject = (engine: 'pglite' | 'postgres') => ({
  test: {
    name: `api-${engine}`,
    include: ['tests/api/**/*.test.ts'],
    // Concurrency needs real parallel transactions: those files run on PostgreSQL only.
    exclude: engine === 'postgres' ? [] : ['tests/api/**/*.pg.test.ts'],
    environment: 'node',
    globalSetup: ['tests/support/global-db-setup.ts'],
    env: { TEST_DB_ENGINE: engine, RATE_LIMIT: 'on' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      apiProject('pglite'),
      ...(postgresUrl ? [apiProject('postgres')] : []),
      {
        plugins: [react()],
        test: {
          name: 'ui',
          include: ['tests/ui/**/*.test.tsx', 'tests/ui/**/*.test.ts'],
          environment: 'jsdom',
          environmentOptions: { jsdom: { url: 'http://localhost:3000' } },
          setupFiles: ['tests/ui/setup.ts'],
          testTimeout: 20_000,
        },
      },
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
