import type { OrderSource } from '../../../shared/constants';
import type { OrderAction } from '../../../shared/order-status';

export const SOURCE_LABELS: Readonly<Record<OrderSource, string>> = {
  shop: 'Shop',
  subscription: 'Subscription',
  wholesale_on_account: 'Wholesale on account',
};

/** The buttons of the legal transitions (shared/order-status decides which are legal). */
export const ACTION_LABELS: Readonly<Record<OrderAction, string>> = {
  paid: 'Mark paid',
  packed: 'Mark packed',
  shipped: 'Mark shipped',
  delivered: 'Mark delivered',
  cancelled: 'Cancel order',
};
