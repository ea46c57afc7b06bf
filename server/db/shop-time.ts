import { type SQL, sql } from 'drizzle-orm';

/**
 * The shop keeps UK calendar days. A YYYY-MM-DD date becomes the instant its day starts in London,
 * so filters compare timestamps directly and the created_at indexes stay usable.
 */
export function londonStartOf(date: string): SQL {
  return sql`((${date}::date)::timestamp AT TIME ZONE 'Europe/London')`;
}

/** A timestamptz column as the UK calendar date 'YYYY-MM-DD'. */
export function londonDay(column: SQL | SQL.Aliased | unknown): SQL<string> {
  return sql<string>`to_char((${column} AT TIME ZONE 'Europe/London')::date, 'YYYY-MM-DD')`;
}

/** A timestamptz column as the Monday (UK) of its ISO week, 'YYYY-MM-DD'. */
export function londonWeek(column: SQL | SQL.Aliased | unknown): SQL<string> {
  return sql<string>`to_char(date_trunc('week', ${column} AT TIME ZONE 'Europe/London'), 'YYYY-MM-DD')`;
}
