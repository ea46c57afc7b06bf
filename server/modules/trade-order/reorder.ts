import { and, eq } from 'drizzle-orm';
import { formatGBP } from '../../../shared/money';
import type { TradeOrderLine } from '../../../shared/trade-order';
import type { Db } from '../../db/client';
import type { Profile } from '../../db/schema/index';
import { orders } from '../../db/schema/index';
import { AppError } from '../../errors';
import { tradeTierOf } from '../catalogue/pricing';
import { priceTradeLines } from './catalogue';

type PastLine = { variantId: string; quantity: number; unitNetPence: number; name: string };

/**
 * A past order's lines for the quick order at today's prices: each size again with its quantity (sizes
 * bought in several moistures add up), and a notice for each line whose price changed or that cannot be
 * ordered now (no longer sold, sold out, or short of stock). Lines that cannot be ordered at all are left out.
 */
export async function reorderLines(db: Db, userId: string, profile: Profile | null, orderId: string) {
  const order = await db.query.orders.findFirst({
    where: and(eq(orders.id, orderId), eq(orders.userId, userId)),
    columns: { number: true },
    with: { items: { columns: { variantId: true, productName: true, weight: true, quantity: true, unitNetPence: true } } },
  });
  if (!order) throw new AppError('NOT_FOUND', 'Order not found.');
  const notices: string[] = [];
  const past = new Map<string, PastLine>();
  for (const item of order.items) {
    const name = `${item.productName} ${item.weight}`;
    if (!item.variantId) {
      notices.push(`${name} is no longer available.`);
      continue;
    }
    const seen = past.get(item.variantId);
    past.set(item.variantId, {
      ...(seen ?? { ...item, variantId: item.variantId, name }),
      quantity: (seen?.quantity ?? 0) + item.quantity,
    });
  }
  const today = await priceTradeLines(db, tradeTierOf(profile), [...past.values()]);
  const lines: TradeOrderLine[] = [];
  for (const now of today) {
    const then = past.get(now.requestedVariantId) as PastLine;
    if (now.availability === 'unavailable' || now.availability === 'sold_out') {
      notices.push(now.availability === 'sold_out' ? (now.problem as string) : `${then.name} is no longer available.`);
      continue;
    }
    lines.push({ variantId: now.requestedVariantId, quantity: then.quantity });
    if (now.problem !== null) notices.push(now.problem);
    if (now.unitNetPence !== then.unitNetPence) {
      notices.push(
        `${then.name}: price changed from ${formatGBP(then.unitNetPence)} to ${formatGBP(now.unitNetPence)} (ex VAT).`,
      );
    }
  }
  return { orderNumber: order.number, lines, notices };
}
