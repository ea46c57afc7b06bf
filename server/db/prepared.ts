import type { DbOrTx } from './client';

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
