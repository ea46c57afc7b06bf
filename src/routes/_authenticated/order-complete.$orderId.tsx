import { createFileRoute } from '@tanstack/react-router';
import { OrderCompletePage } from '../../features/payment/order-complete-page';
import { titleHead } from '../../lib/page-head';

/** Stripe's return_url after confirming a card payment (it adds payment_intent=... to the search). */
export const Route = createFileRoute('/_authenticated/order-complete/$orderId')({
  head: () => titleHead('Order Complete'),
  component: OrderCompleteRoute,
});

function OrderCompleteRoute() {
  const { orderId } = Route.useParams();
  return <OrderCompletePage orderId={orderId} />;
}
