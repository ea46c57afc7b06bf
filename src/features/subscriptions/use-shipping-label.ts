import { trpc } from '../../lib/trpc';
import { shippingLabel } from './plan-price';

/** A plan's delivery label with the subscription rate the back office set (public `delivery.rates`). */
export function useShippingLabel(planName: string): string {
  const rates = trpc.delivery.rates.useQuery(undefined, { staleTime: 5 * 60_000 });
  return shippingLabel(planName, rates.data?.subscriptionPricePence);
}
