import { and, asc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import { daysPastDue } from '../../../shared/ageing';
import { reminderStageDue } from '../../../shared/credit';
import { shopToday } from '../../../shared/promotions';
import { invoices, orders, overdueReminders, profiles } from '../../db/schema/index';
import { overdueReminderEmail } from '../../mail/credit-emails';
import type { AppDeps } from '../../trpc/context';
import { formatInvoiceNumber } from '../invoice/numbering';

export type ReminderRun = { sent: number };

/**
 * Overdue reminders: an unpaid invoice is chased 1, 7 and 30 days after its due date, one email per
 * stage. A run sends the latest stage an invoice has reached, so a shop that was down for a few days
 * sends one email, not the ones it missed. Each (invoice, stage) row in overdue_reminders is written
 * in the email's transaction with the invoice row locked: a payment recorded meanwhile is seen, and
 * a second instance doing the same finds the row taken and sends nothing.
 */
export async function sendOverdueReminders(deps: AppDeps, now = new Date()): Promise<ReminderRun> {
  const today = shopToday(now);
  const late = await deps.db
    .select({
      id: invoices.id,
      dueDate: invoices.dueDate,
      // The stage already sent: an invoice between stages costs no transaction.
      lastStage: sql<number | null>`(select max(r.stage) from overdue_reminders r where r.invoice_id = ${invoices.id})`,
    })
    .from(invoices)
    .where(and(eq(invoices.status, 'unpaid'), isNotNull(invoices.dueDate), lt(invoices.dueDate, today)))
    .orderBy(asc(invoices.dueDate), asc(invoices.id));
  let sent = 0;
  for (const candidate of late) {
    const stage = candidate.dueDate ? reminderStageDue(daysPastDue(candidate.dueDate, today)) : null;
    if (stage === null || (candidate.lastStage !== null && stage <= candidate.lastStage)) continue;
    const queued = await deps.db.transaction(async (tx) => {
      const [invoice] = await tx
        .select({
          number: invoices.number,
          status: invoices.status,
          dueDate: invoices.dueDate,
          totalPence: invoices.totalPence,
          poNumber: orders.poNumber,
          email: profiles.email,
          name: profiles.fullName,
        })
        .from(invoices)
        .innerJoin(orders, eq(orders.id, invoices.orderId))
        .innerJoin(profiles, eq(profiles.userId, invoices.userId))
        .where(eq(invoices.id, candidate.id))
        .for('update', { of: invoices });
      if (invoice?.status !== 'unpaid' || !invoice.dueDate) return false;
      const [claimed] = await tx
        .insert(overdueReminders)
        .values({ invoiceId: candidate.id, stage })
        .onConflictDoNothing()
        .returning({ stage: overdueReminders.stage });
      if (!claimed) return false;
      const email = overdueReminderEmail({
        to: invoice.email,
        name: invoice.name,
        stage,
        invoiceRef: formatInvoiceNumber(invoice.number),
        dueDate: invoice.dueDate,
        totalPence: invoice.totalPence,
        poNumber: invoice.poNumber,
        bank: deps.config.bank,
        baseUrl: deps.config.baseUrl,
      });
      await deps.mailer.enqueue(email, tx);
      return true;
    });
    if (queued) sent++;
  }
  return { sent };
}
