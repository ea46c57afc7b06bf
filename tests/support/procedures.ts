import { TRPCError } from '@trpc/server';
import { sql } from 'drizzle-orm';
import type { ZodType } from 'zod';
import type { Db } from '../../server/db/client';
import { appRouter, type createCaller } from '../../server/trpc/app-router';

type ProcedureDef = { type: 'query' | 'mutation'; inputs: unknown[] };

/** Every procedure of the app router by dotted path, read from the router itself (nothing to keep in sync). */
export function allProcedures(): { path: string; type: 'query' | 'mutation'; input: ZodType | null }[] {
  const procedures = (appRouter as unknown as { _def: { procedures: Record<string, { _def: ProcedureDef }> } })._def.procedures;
  return Object.entries(procedures).map(([path, procedure]) => ({
    path,
    type: procedure._def.type,
    input: (procedure._def.inputs[0] as ZodType | undefined) ?? null,
  }));
}

/** Calls a procedure by its dotted path through a caller. */
export function callByPath(caller: ReturnType<typeof createCaller>, path: string, input: unknown): Promise<unknown> {
  const fn = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller);
  return (fn as (input: unknown) => Promise<unknown>)(input);
}

/** 'ok' or the tRPC error code of a call. */
export async function outcomeOf(call: () => Promise<unknown>): Promise<string> {
  try {
    await call();
    return 'ok';
  } catch (error) {
    return error instanceof TRPCError ? error.code : `NOT_TRPC:${String(error)}`;
  }
}

/** Row count of every table, to prove refused calls changed nothing. */
export async function rowCounts(db: Db): Promise<Record<string, number>> {
  const tables = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )) as unknown as { rows: { table_name: string }[] };
  const counts: Record<string, number> = {};
  for (const { table_name } of tables.rows) {
    const result = (await db.execute(sql.raw(`select count(*)::int as n from "${table_name}"`))) as unknown as {
      rows: { n: number }[];
    };
    counts[table_name] = result.rows[0]?.n ?? 0;
  }
  return counts;
}
