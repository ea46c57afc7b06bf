import { eq } from 'drizzle-orm';
import { shopToday } from '../../../shared/promotions';
import {
  buildStatement,
  isMonth,
  monthLabel,
  monthOf,
  monthsBetween,
  previousMonth,
  type StatementEntry,
} from '../../../shared/statement';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema/index';
import { AppError } from '../../errors';
import { ledgerForStatements } from './queries';
import { renderStatementPdf } from './statement-pdf';

/**
 * The months an account has a statement for: every finished month from its first ledger entry,
 * newest first, with the opening and closing balances. The month under way gets its statement when
 * it ends (its ageing is as at the month's last day).
 */
export function statementMonths(entries: StatementEntry[], today: string) {
  const first = entries[0];
  const last = previousMonth(today);
  if (!first || monthOf(first.day) > last) return [];
  return monthsBetween(monthOf(first.day), last).map((month) => {
    const statement = buildStatement(entries, month);
    return {
      month,
      label: monthLabel(month),
      openingPence: statement.openingPence,
      closingPence: statement.closingPence,
    };
  });
}

/** The trade portal's list of statements (the signed-in account's own). */
export async function myStatements(db: Db, userId: string, today = shopToday()) {
  return statementMonths(await ledgerForStatements(db, userId), today);
}

type Viewer = { userId: string; isAdmin: boolean };
type Deps = { db: Db; config: Pick<AppConfig, 'seller' | 'bank'> };

/** A month's statement as a PDF, for the account itself or an admin; anyone else gets NOT_FOUND as if there were none. */
export async function statementPdfFor(deps: Deps, viewer: Viewer, userId: string, month: string, today = shopToday()) {
  const notFound = new AppError('NOT_FOUND', 'Statement not found.');
  if (!viewer.isAdmin && viewer.userId !== userId) throw notFound;
  if (!isMonth(month) || month > previousMonth(today)) throw notFound;
  const [account] = await deps.db.select().from(profiles).where(eq(profiles.userId, userId));
  if (!account) throw notFound;
  const entries = await ledgerForStatements(deps.db, userId);
  const first = entries[0];
  if (!first || monthOf(first.day) > month) throw notFound;
  const pdf = await renderStatementPdf({
    seller: deps.config.seller,
    bank: deps.config.bank,
    account,
    statement: buildStatement(entries, month),
  });
  const name = (account.businessName || account.fullName).replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return { filename: `statement-${month}${name ? `-${name}` : ''}.pdf`, pdf };
}
