import { createFileRoute } from '@tanstack/react-router';
import { OrderCompletePage } from '../../features/payment/order-complete-page';

/** Stripe's return_url after confirming a card payment (it adds payment_intent=... to the search). */
export const Route = createFileRoute('/_authenticated/order-complete/$orderId')({
  component: OrderCompleteRoute,
});

function OrderCompleteRoute() {
  const { orderId } = Route.useParams();
  return <OrderCompletePage orderId={orderId} />;
}
