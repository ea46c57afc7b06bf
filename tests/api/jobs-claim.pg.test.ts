import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/db/client';
import { jobs } from '../../server/db/schema/index';
import { jobDefinitions } from '../../server/jobs/registry';
import { claimStatement } from '../../server/jobs/runner';
import { createTestDatabase, type TestDatabase } from '../support/test-db';

// PostgreSQL: the runner's claim reads the due jobs only, however many are dead or waiting for later.
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
};

function scansOfJobs(node: PlanNode): PlanNode[] {
  const own = node['Relation Name'] === 'jobs' || node['Node Type'] === 'Bitmap Index Scan' ? [node] : [];
  return [...own, ...(node.Plans ?? []).flatMap(scansOfJobs)];
}

describe('job claim on PostgreSQL', () => {
  it('50,000 dead and 10,000 not-yet-due jobs: the claim reads a bounded number of rows through the partial indexes', async () => {
    const { db } = database;
    await db.execute(sql`
      insert into jobs (kind, status, run_at, last_error, updated_at)
      select 'email.send', 'dead', now() - interval '2 days', 'gave up', now() - interval '1 day'
      from generate_series(1, 50000)`);
    await db.execute(sql`
      insert into jobs (kind, status, run_at)
      select 'email.send', 'queued', now() + make_interval(mins => g) from generate_series(1, 10000) g`);
    await db.execute(sql`
      insert into jobs (kind, status, run_at)
      select 'email.send', 'queued', now() - make_interval(secs => g) from generate_series(1, 5) g`);
    await db.execute(sql`analyze jobs`);

    const kinds = sql.join(
      Object.keys(jobDefinitions).map((kind) => sql`${kind}`),
      sql`, `,
    );
    for (const due of ['queued', 'lease-expired'] as const) {
      const statement = claimStatement({ due, workerId: 'explain', kinds, leaseMs: 60_000, limit: 4, dueBy: sql`now()` });
      let plan: PlanNode | undefined;
      await db
        .transaction(async (tx) => {
          const [row] = rowsOf<{ 'QUERY PLAN': unknown }>(await tx.execute(sql`explain (analyze, format json) ${statement}`));
          const parsed = typeof row?.['QUERY PLAN'] === 'string' ? JSON.parse(row['QUERY PLAN']) : row?.['QUERY PLAN'];
          plan = (parsed as { Plan: PlanNode }[])[0]?.Plan;
          tx.rollback();
        })
        .catch((error: unknown) => {
          if (!String(error).includes('Rollback')) throw error;
        });
      if (!plan) throw new Error('no plan');
      const scans = scansOfJobs(plan);
      const rowsRead = scans.reduce(
        (sum, node) =>
          sum +
          node['Actual Rows'] * node['Actual Loops'] +
          (node['Rows Removed by Filter'] ?? 0) +
          (node['Rows Removed by Index Recheck'] ?? 0),
        0,
      );
      const described = scans.map((node) => `${node['Node Type']}${node['Index Name'] ? ` on ${node['Index Name']}` : ''}`);
      console.info(`job claim (${due}) with 60,005 jobs, 5 due: ${rowsRead} rows read by ${described.join(', ')}`);
      expect(described.some((name) => name.startsWith('Seq Scan') || name.startsWith('Bitmap'))).toBe(false);
      expect(described.join(' ')).toContain(due === 'queued' ? 'jobs_queued_run_at_idx' : 'jobs_running_lease_idx');
      expect(rowsRead).toBeLessThanOrEqual(20);
    }
    expect(await db.$count(jobs)).toBe(60_005);
  });
});
