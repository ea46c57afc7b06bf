import { pgEnum } from 'drizzle-orm/pg-core';
import {
  ACCOUNT_STATUSES,
  ACCOUNT_TYPES,
  DISCOUNT_TYPES,
  FAT_OPTIONS,
  FREQUENCIES,
  INVOICE_STATUSES,
  MOISTURE_LEVELS,
  ORDER_SOURCES,
  ORDER_STATUSES,
  ROLES,
  SUBSCRIPTION_STATUSES,
  WEIGHTS,
} from '../../../shared/constants';

// The shop's value sets, enforced by the database as well as by zod.
export const roleEnum = pgEnum('role', ROLES);
export const accountTypeEnum = pgEnum('account_type', ACCOUNT_TYPES);
export const accountStatusEnum = pgEnum('account_status', ACCOUNT_STATUSES);
export const weightEnum = pgEnum('weight', WEIGHTS);
export const moistureEnum = pgEnum('moisture', MOISTURE_LEVELS);
export const fatEnum = pgEnum('fat', FAT_OPTIONS);
export const frequencyEnum = pgEnum('frequency', FREQUENCIES);
export const subscriptionStatusEnum = pgEnum('subscription_status', SUBSCRIPTION_STATUSES);
export const orderStatusEnum = pgEnum('order_status', ORDER_STATUSES);
export const orderSourceEnum = pgEnum('order_source', ORDER_SOURCES);
export const invoiceStatusEnum = pgEnum('invoice_status', INVOICE_STATUSES);
export const discountTypeEnum = pgEnum('discount_type', DISCOUNT_TYPES);
export const outboxStatusEnum = pgEnum('outbox_status', ['pending', 'sent', 'failed']);
export const jobStatusEnum = pgEnum('job_status', ['queued', 'running', 'dead']);
