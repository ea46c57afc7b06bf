import { sql } from 'drizzle-orm';
import { PgDialect, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { exportRows, pageWindow, tableOrderBy } from '../../server/db/table-page';
import { MAX_EXPORT_ROWS, MAX_PAGE_SIZE, tableQuery } from '../../shared/table-query';

const orders = tableQuery({
  sortable: ['number', 'createdAt'],
  filters: { status: z.enum(['paid', 'shipped']).optional(), from: z.string().optional(), to: z.string().optional() },
  defaultSort: { id: 'createdAt', desc: true },
  rule: {
    check: (f) => !f.from || !f.to || f.from <= f.to,
    message: 'The start date must be on or before the end date',
    path: ['to'],
  },
});

describe('tableQuery: one input shape for list, export and URL', () => {
  it('fills page, page size, default sort and no filters', () => {
    expect(orders.list.parse(undefined)).toEqual({ page: 1, pageSize: 20, sort: { id: 'createdAt', desc: true }, filters: {} });
    expect(orders.export.parse({ filters: { status: 'paid' } })).toEqual({
      sort: { id: 'createdAt', desc: true },
      filters: { status: 'paid' },
    });
  });

  it('refuses unknown sort columns, oversized pages, unknown filters and hostile values', () => {
    expect(orders.list.safeParse({ sort: { id: 'password', desc: false } }).success).toBe(false);
    expect(orders.list.safeParse({ sort: { id: 'createdAt; drop table orders', desc: false } }).success).toBe(false);
    expect(orders.list.safeParse({ pageSize: MAX_PAGE_SIZE + 1 }).success).toBe(false);
    expect(orders.list.safeParse({ pageSize: 0 }).success).toBe(false);
    expect(orders.list.safeParse({ page: -1 }).success).toBe(false);
    expect(orders.list.safeParse({ page: 1.5 }).success).toBe(false);
    expect(orders.list.safeParse({ page: 10_000_000 }).success).toBe(false);
    expect(orders.list.safeParse({ filters: { status: 'stolen' } }).success).toBe(false);
    expect(orders.list.safeParse({ filters: { admin: true } }).success).toBe(false);
    expect(orders.list.safeParse({ extra: 1 }).success).toBe(false);
  });

  it('applies the cross-filter rule with its message', () => {
    const result = orders.list.safeParse({ filters: { from: '2026-02-01', to: '2026-01-01' } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('The start date must be on or before the end date');
  });
});

const t = pgTable('t', { id: uuid('id').primaryKey(), name: text('name') });
const render = (parts: ReturnType<typeof tableOrderBy>) => new PgDialect().sqlToQuery(sql.join(parts, sql`, `)).sql;

describe('tableOrderBy and paging: the database sorts every page', () => {
  it('orders by the chosen column, nulls last, then the unique tie-breaker in the same direction', () => {
    expect(render(tableOrderBy({ id: 'name', desc: false }, { name: t.name }, t.id))).toBe(
      '"t"."name" asc nulls last, "t"."id" asc',
    );
    expect(render(tableOrderBy({ id: 'name', desc: true }, { name: t.name }, t.id))).toBe(
      '"t"."name" desc nulls last, "t"."id" desc',
    );
  });

  it('refuses a column the table does not list, even past the schema (and prototype names)', () => {
    expect(() => tableOrderBy({ id: 'secret' as 'name', desc: false }, { name: t.name }, t.id)).toThrow('Unknown sort column');
    expect(() => tableOrderBy({ id: 'constructor' as 'name', desc: false }, { name: t.name }, t.id)).toThrow(
      'Unknown sort column',
    );
  });

  it('turns a page into LIMIT and OFFSET', () => {
    expect(pageWindow(1, 20)).toEqual({ limit: 20, offset: 0 });
    expect(pageWindow(3, 25)).toEqual({ limit: 25, offset: 50 });
  });

  it('exports every filtered row up to the maximum and refuses more rather than cutting off', async () => {
    const rows = (n: number) => async (window: { limit: number; offset: number }) =>
      Array.from({ length: Math.min(n, window.limit) }, (_, i) => i);
    await expect(exportRows(rows(3), 3)).resolves.toHaveLength(3);
    await expect(exportRows(rows(4), 3)).rejects.toThrow('More than 3 rows match');
    expect(MAX_EXPORT_ROWS).toBe(10_000);
  });
});
