import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client';
import { runMigrations } from '../../server/db/migrate';
import { createTemplateDatabase, dropDatabase } from './postgres-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplate: { adminUrl: string; template: string } | null;
  }
}

/**
 * Migrates once per run into a template (style guide 9): a PGlite data-dir dump, and on PostgreSQL
 * a template database that each test file copies with CREATE DATABASE ... TEMPLATE.
 */
export default async function setup(project: TestProject) {
  const engine = project.config.env?.TEST_DB_ENGINE ?? 'pglite';
  const dir = path.resolve('node_modules/.cache/shop-tests');
  mkdirSync(dir, { recursive: true });

  if (engine === 'pglite') {
    const handle = await openDatabase({ kind: 'pglite' });
    await runMigrations(handle);
    const dump = await handle.pglite?.dumpDataDir('none');
    await handle.close();
    if (!dump) throw new Error('PGlite dump failed');
    const file = path.join(dir, `pglite-template-${process.pid}.tar`);
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteTemplatePath', file);
    project.provide('postgresTemplate', null);
    return;
  }

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL suite');
  const template = `shop_template_${process.pid}`;
  await createTemplateDatabase(adminUrl, template);
  project.provide('pgliteTemplatePath', '');
  project.provide('postgresTemplate', { adminUrl, template });
  return async () => {
    await dropDatabase(adminUrl, template);
  };
}
