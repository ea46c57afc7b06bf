import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { listAccountsInputSchema } from '../../../shared/schemas/account';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema/index';

/** The spec's get_all_accounts rows, filtered and paged on the server. */
export async function listAccounts(db: Db, input: z.output<typeof listAccountsInputSchema>) {
  const filters: SQL[] = [];
  if (input.search) {
    const pattern = `%${input.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const byName = or(ilike(profiles.businessName, pattern), ilike(profiles.fullName, pattern));
    if (byName) filters.push(byName);
  }
  if (input.accountType) filters.push(eq(profiles.accountType, input.accountType));
  if (input.status) filters.push(eq(profiles.status, input.status));
  const where = filters.length ? and(...filters) : undefined;

  const [rows, [total]] = await Promise.all([
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
      .orderBy(asc(profiles.createdAt), asc(profiles.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ value: count() }).from(profiles).where(where),
  ]);
  return { rows, total: total?.value ?? 0, page: input.page, pageSize: input.pageSize };
}
