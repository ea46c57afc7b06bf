import { useEffect, useRef } from 'react';
import type { TradeOrderLine } from '../../../shared/trade-order';
import { errorMessage } from '../../lib/error-message';
import { trpc } from '../../lib/trpc';

/**
 * Fills the quick order from a past order once its lines arrive (at today's prices: the quote prices them),
 * and hands on what changed since: prices, and lines that cannot be ordered now.
 */
export function useReorderFill(
  orderId: string | null,
  fill: (lines: TradeOrderLine[], notice: { title: string; items: string[] }) => void,
) {
  const reorder = trpc.tradeOrder.reorder.useQuery({ orderId: orderId ?? '' }, { enabled: orderId !== null, staleTime: 0 });
  const applied = useRef<string | null>(null);
  useEffect(() => {
    if (!orderId || !reorder.data || applied.current === orderId) return;
    applied.current = orderId;
    const { orderNumber, lines, notices } = reorder.data;
    fill(lines, {
      title: `Filled from order #${orderNumber} at today's prices.`,
      items: notices,
    });
  }, [orderId, reorder.data, fill]);
  return { error: reorder.error ? errorMessage(reorder.error) : null };
}
