import { createFileRoute } from '@tanstack/react-router';
import { CheckoutPage } from '../features/checkout/checkout-page';

/** Public page; placing the order needs sign-in (spec section 6). */
export const Route = createFileRoute('/checkout')({
  component: CheckoutPage,
});
