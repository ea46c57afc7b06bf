import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { PageSkeleton } from '../../components/page-skeleton';
import { titleHead } from '../../lib/page-head';

// Stripe.js and the Payment Element load only on the pages that take a card.
const PayOrderPage = lazy(() => import('../../features/payment/pay-order-page').then((m) => ({ default: m.PayOrderPage })));

export const Route = createFileRoute('/_authenticated/pay/$orderId')({
  head: () => titleHead('Pay for Your Order'),
  component: PayRoute,
});

function PayRoute() {
  const { orderId } = Route.useParams();
  return (
    <Suspense fallback={<PageSkeleton />}>
      <PayOrderPage orderId={orderId} />
    </Suspense>
  );
}
