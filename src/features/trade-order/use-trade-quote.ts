import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TradeOrderLine } from '../../../shared/trade-order';
import { trpc } from '../../lib/trpc';

/**
 * The server's running figures for the lines typed so far (the page computes none itself). Asked a moment
 * after typing stops; the previous answer stays on screen meanwhile. The quote is a POST (tradeOrder.quote is
 * a mutation, since hundreds of lines outgrow a URL), run here as a query so React Query keeps only the
 * answer for the latest lines.
 */
export function useTradeQuote(lines: TradeOrderLine[]) {
  const { client } = trpc.useUtils();
  const [settled] = useDebouncedValue(lines, 250);
  const key = JSON.stringify(settled);
  const quote = useQuery({
    queryKey: ['tradeOrder.quote', key],
    queryFn: () => client.tradeOrder.quote.mutate({ lines: settled }),
    enabled: settled.length > 0,
    placeholderData: keepPreviousData,
  });
  const current = lines.length > 0 && key === JSON.stringify(lines) && !quote.isPlaceholderData;
  return { quote: lines.length > 0 ? (quote.data ?? null) : null, current, refetch: quote.refetch };
}
