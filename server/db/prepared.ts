import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { type DbOrTx, rowsOf } from './client';

/**
 * A query built and prepared once per database handle, for the hot paths (every cart view, quote and order):
 * building a Drizzle query costs more CPU than running it, and on PostgreSQL a named statement is parsed once
 * per connection. `build` makes the query with sql.placeholder() for its inputs and calls .prepare(name).
 * Given a transaction, the query is prepared for that transaction (it runs on its connection).
 */
export function preparedPerDb<Q>(build: (db: DbOrTx) => Q): (db: DbOrTx) => Q {
  const prepared = new WeakMap<DbOrTx, Q>();
  return (db) => {
    let query = prepared.get(db);
    if (!query) {
      query = build(db);
      prepared.set(db, query);
    }
    return query;
  };
}

/**
 * A raw statement (an sql`` template whose inputs are sql.placeholder()s) made into text once, when the module
 * loads, and run as a named prepared statement on whichever handle it is given, a transaction's connection
 * included: PostgreSQL parses and plans it once per connection, and no query is built per call. For the long
 * statements every order and cart click runs; its rows come back as the database answers them (column names as
 * in the SQL). Drizzle has no documented way to prepare raw SQL (only its query builders have .prepare()), so this
 * goes through the handle's `_.session.prepareQuery`, which Drizzle types on every database and transaction but does
 * not document; a Drizzle upgrade must keep tests/api/*-statements.pg.test.ts passing.
 */
export function preparedStatement<Row, Param extends string>(
  name: string,
  statement: SQL,
): (db: DbOrTx, values: Record<Param, unknown>) => Promise<Row[]> {
  const query = new PgDialect().sqlToQuery(statement);
  return async (db, values) => rowsOf<Row>(await db._.session.prepareQuery(query, undefined, name, false).execute(values));
}
