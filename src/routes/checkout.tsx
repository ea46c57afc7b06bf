import { createFileRoute } from '@tanstack/react-router';
import { CheckoutPage } from '../features/checkout/checkout-page';
import { titleHead } from '../lib/page-head';

/** Public page; placing the order needs sign-in. */
export const Route = createFileRoute('/checkout')({
  head: () => titleHead('Checkout'),
  component: CheckoutPage,
});
