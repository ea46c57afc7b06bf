import { and, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { accountsTable } from '../../../shared/schemas/account';
import type { TableFilters, TableListInput } from '../../../shared/table-query';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { profiles } from '../../db/schema/index';
import { countValue, type SortColumns, tableOrderBy, tablePage } from '../../db/table-page';

const SORT_COLUMNS: SortColumns<(typeof accountsTable.sortable)[number]> = {
  // 'Account Name': the business name, or the full name when there is none.
  accountName: sql`coalesce(nullif(${profiles.businessName}, ''), ${profiles.fullName})`,
  accountType: profiles.accountType,
  status: profiles.status,
  balance: profiles.accountBalancePence,
  fullName: profiles.fullName,
  email: profiles.email,
  terms: profiles.terms,
  createdAt: profiles.createdAt,
};

function accountConditions(filters: TableFilters<typeof accountsTable>): SQL | undefined {
  const pattern = filters.search ? containsPattern(filters.search) : undefined;
  return and(
    pattern ? or(ilike(profiles.businessName, pattern), ilike(profiles.fullName, pattern)) : undefined,
    filters.accountType ? eq(profiles.accountType, filters.accountType) : undefined,
    filters.status ? eq(profiles.status, filters.status) : undefined,
  );
}

/** The get_all_accounts rows, filtered, sorted and paged by the database. */
export async function listAccounts(db: Db, input: TableListInput<typeof accountsTable>) {
  const where = accountConditions(input.filters);
  return tablePage(input, {
    rows: (window) =>
      db
        .select({
          userId: profiles.userId,
          fullName: profiles.fullName,
          businessName: profiles.businessName,
          email: profiles.email,
          accountType: profiles.accountType,
          status: profiles.status,
          role: profiles.role,
          accountBalancePence: profiles.accountBalancePence,
          terms: profiles.terms,
          createdAt: profiles.createdAt,
        })
        .from(profiles)
        .where(where)
        .orderBy(...tableOrderBy(input.sort, SORT_COLUMNS, profiles.id))
        .limit(window.limit)
        .offset(window.offset),
    count: async () => countValue(await db.select({ value: count() }).from(profiles).where(where)),
  });
}
