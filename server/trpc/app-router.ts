import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { accountRouter } from '../modules/account/router';
import { adminRouter } from '../modules/admin/router';
import { adminInvoicesRouter } from '../modules/admin-invoices/router';
import { adminJobsRouter } from '../modules/admin-jobs/router';
import { adminOrdersRouter } from '../modules/admin-orders/router';
import { adminOverviewRouter } from '../modules/admin-overview/router';
import { adminSubscriptionsRouter } from '../modules/admin-subscriptions/router';
import { backInStockRouter } from '../modules/back-in-stock/router';
import { cartRouter } from '../modules/cart/router';
import { contactRouter } from '../modules/contact/router';
import { creditRouter } from '../modules/credit/router';
import { deliveryRouter } from '../modules/delivery/router';
import { invoiceRouter } from '../modules/invoice/router';
import { orderRouter } from '../modules/order/router';
import { paymentRouter } from '../modules/payment/router';
import { productRouter } from '../modules/product/router';
import { promotionRouter } from '../modules/promotion/router';
import { settingsRouter } from '../modules/settings/router';
import { shopRouter } from '../modules/shop/router';
import { siteRouter } from '../modules/site/router';
import { standingOrderRouter } from '../modules/standing-order/router';
import { subscriptionLinkRouter } from '../modules/subscription/links-router';
import { subscriptionRouter } from '../modules/subscription/router';
import { tradeOrderRouter } from '../modules/trade-order/router';
import { wholesaleRouter } from '../modules/wholesale/router';
import { createCallerFactory, router } from './init';

/** Every domain's router; the client's types come from here. */
export const appRouter = router({
  shop: shopRouter,
  account: accountRouter,
  admin: adminRouter,
  cart: cartRouter,
  delivery: deliveryRouter,
  order: orderRouter,
  payment: paymentRouter,
  invoice: invoiceRouter,
  product: productRouter,
  promotion: promotionRouter,
  adminOrders: adminOrdersRouter,
  adminInvoices: adminInvoicesRouter,
  adminOverview: adminOverviewRouter,
  subscription: subscriptionRouter,
  subscriptionLink: subscriptionLinkRouter,
  wholesale: wholesaleRouter,
  tradeOrder: tradeOrderRouter,
  standingOrder: standingOrderRouter,
  adminSubscriptions: adminSubscriptionsRouter,
  adminJobs: adminJobsRouter,
  backInStock: backInStockRouter,
  settings: settingsRouter,
  site: siteRouter,
  credit: creditRouter,
  contact: contactRouter,
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
export const createCaller = createCallerFactory(appRouter);
