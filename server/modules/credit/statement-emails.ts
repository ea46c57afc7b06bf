import { eq } from 'drizzle-orm';
import { shopToday } from '../../../shared/promotions';
import { buildStatement, statementMonthToSend } from '../../../shared/statement';
import { accountLedgerEntries, profiles, statementSends } from '../../db/schema/index';
import { statementEmail } from '../../mail/credit-emails';
import type { AppDeps } from '../../trpc/context';
import { ledgerForStatements } from './queries';

export type StatementRun = { month: string | null; sent: number };

/**
 * Emails last month's statement to every account with a ledger: those that moved in the month or
 * still carry a balance (an account with neither hears nothing). Runs hourly; it acts in the first
 * days of a month only. The (account, month) row in statement_sends is written in the email's own
 * transaction and its primary key admits one writer, so instances running this at the same time, or
 * a run repeated after a restart, send each account one statement a month.
 */
export async function sendMonthlyStatements(deps: AppDeps, now = new Date()): Promise<StatementRun> {
  const month = statementMonthToSend(shopToday(now));
  if (!month) return { month, sent: 0 };
  const accounts = await deps.db
    .selectDistinct({ userId: profiles.userId, email: profiles.email, name: profiles.fullName })
    .from(accountLedgerEntries)
    .innerJoin(profiles, eq(profiles.userId, accountLedgerEntries.userId));
  let sent = 0;
  for (const account of accounts) {
    const statement = buildStatement(await ledgerForStatements(deps.db, account.userId), month);
    if (statement.lines.length === 0 && statement.closingPence === 0) continue;
    const queued = await deps.db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(statementSends)
        .values({ userId: account.userId, month, closingPence: statement.closingPence })
        .onConflictDoNothing()
        .returning({ userId: statementSends.userId });
      if (!claimed) return false;
      const email = statementEmail({
        to: account.email,
        name: account.name,
        month,
        openingPence: statement.openingPence,
        closingPence: statement.closingPence,
        pastDuePence: statement.aged.totalPence - statement.aged.current,
        bank: deps.config.bank,
        baseUrl: deps.config.baseUrl,
      });
      await deps.mailer.enqueue(email, tx);
      return true;
    });
    if (queued) sent++;
  }
  return { month, sent };
}
