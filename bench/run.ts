/**
 * `npm run bench`: the performance plan's API variants and front-end budgets, printed as a table
 * and written to bench/results/<date>.json (quick or partial runs go to bench/.tmp/).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type ApiResults, runApi } from './api';
import { BENCH_DIR, RESULTS_DIR, ROOT, settings, TMP_DIR } from './config';
import { createScratch, dropScratch, type Scratch, scratchNames } from './db';
import type { FrontendResults } from './frontend';
import { machine } from './machine';
import { pinSelf, stopAll } from './processes';
import { goals, goalsTable, readme, variantStats, variantsTable } from './report';

async function main() {
  const started = Date.now();
  const date = new Date().toISOString().slice(0, 10);
  const info = machine();
  console.log(
    `[bench] ${info.nproc} cores, ${info.cpu}, Node ${info.node}; -d ${settings.durationS}, ${settings.repetitions} repetitions`,
  );

  const names = scratchNames();
  let scratch: Pick<Scratch, 'pgName' | 'pgliteDir'> | null = names;
  const cleanUp = async () => {
    stopAll();
    if (scratch) {
      const s = scratch;
      scratch = null;
      await dropScratch(s);
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`[bench] ${signal}: cleaning up`);
      void cleanUp().finally(() => process.exit(130));
    });
  }

  let api: ApiResults | null = null;
  let fe: FrontendResults | null = null;
  try {
    console.log('[bench] scratch databases: migrate and seed 500 products (PostgreSQL and PGlite)');
    const ready = await createScratch(names);
    if (!settings.skipApi) {
      pinSelf('0');
      try {
        api = await runApi(ready);
      } finally {
        pinSelf(`0-${info.nproc - 1}`);
      }
    }
    if (!settings.skipFrontend) {
      const { runFrontend } = await import('./frontend');
      fe = await runFrontend(ready, 'No. 001');
    }
  } finally {
    await cleanUp();
  }

  const rows = goals(api, fe, settings.connections);
  const stats = api ? variantStats(api, settings.connections) : [];
  console.log('\nAPI variants (median of the repetitions):\n');
  if (api) console.log(variantsTable(stats));
  console.log(`\nGoals (${date}; figures from a shared machine are noisy):\n`);
  console.log(goalsTable(rows));

  const complete = !settings.quick && !settings.only && !settings.skipApi && !settings.skipFrontend;
  const dir = complete ? RESULTS_DIR : TMP_DIR;
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${date}.json`);
  const command = settings.quick ? 'BENCH_QUICK=1 npm run bench' : 'npm run bench';
  writeFileSync(
    file,
    `${JSON.stringify({ date, command, machine: info, settings, durationS: (Date.now() - started) / 1000, goals: rows, variantStats: stats, api, frontend: fe }, null, 2)}\n`,
  );
  console.log(`\n[bench] raw results: ${path.relative(ROOT, file)} (${((Date.now() - started) / 60_000).toFixed(1)} min)`);
  if (complete) {
    writeFileSync(
      path.join(BENCH_DIR, 'README.md'),
      readme({
        date,
        machine: info,
        command,
        goals: rows,
        stats,
        api,
        fe,
        resultsFile: path.relative(BENCH_DIR, file),
        durationS: settings.durationS,
        reps: settings.repetitions,
      }),
    );
    console.log('[bench] bench/README.md updated');
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error('[bench] failed:', error);
    stopAll();
    process.exit(1);
  },
);
