import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { accountRouter } from '../modules/account/router';
import { adminRouter } from '../modules/admin/router';
import { adminSubscriptionsRouter } from '../modules/admin-subscriptions/router';
import { cartRouter } from '../modules/cart/router';
import { invoiceRouter } from '../modules/invoice/router';
import { orderRouter } from '../modules/order/router';
import { shopRouter } from '../modules/shop/router';
import { subscriptionRouter } from '../modules/subscription/router';
import { createCallerFactory, router } from './init';

/** Every domain's router; the client's types come from here. */
export const appRouter = router({
  shop: shopRouter,
  account: accountRouter,
  admin: adminRouter,
  cart: cartRouter,
  order: orderRouter,
  invoice: invoiceRouter,
  subscription: subscriptionRouter,
  adminSubscriptions: adminSubscriptionsRouter,
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
export const createCaller = createCallerFactory(appRouter);
