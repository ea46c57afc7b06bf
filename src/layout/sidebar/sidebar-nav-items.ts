import {
  IconBellRinging,
  IconChartBar,
  IconDiscount2,
  IconFileInvoice,
  IconFileText,
  IconLayoutDashboard,
  IconListNumbers,
  IconMail,
  IconMailCog,
  IconPackage,
  IconRepeat,
  IconReportMoney,
  IconSettings,
  IconTruck,
  IconTruckDelivery,
  IconUsers,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { UnreadMessagesBadge } from '../../features/admin-messages/unread-badge';
import { isUnder } from '../choose-layout';

export type SidebarItem = {
  label: string;
  to:
    | '/account'
    | '/account/quick-order'
    | '/account/orders'
    | '/account/invoices'
    | '/account/statements'
    | '/account/standing-orders'
    | '/admin'
    | '/admin/products'
    | '/admin/orders'
    | '/admin/invoices'
    | '/admin/subscriptions'
    | '/admin/promotions'
    | '/admin/delivery'
    | '/admin/jobs'
    | '/admin/back-in-stock'
    | '/admin/settings'
    | '/admin/pages'
    | '/admin/messages';
  icon: ComponentType<{ size?: number | string; stroke?: number; 'aria-hidden'?: boolean }>;
  isActive: (pathname: string) => boolean;
  /** A count shown beside the label (its own query), e.g. unread messages. */
  badge?: ComponentType;
};

const under = (prefix: string) => (pathname: string) => isUnder(pathname, prefix);
const exactly = (path: string) => (pathname: string) => pathname === path;

/** Accounts is /account and also active on /admin/account/{userId}. */
export const ADMIN_SIDEBAR_ITEMS: SidebarItem[] = [
  // The overview: 'how is the shop doing' at a glance.
  { label: 'Overview', to: '/admin', icon: IconChartBar, isActive: exactly('/admin') },
  { label: 'Accounts', to: '/account', icon: IconUsers, isActive: (p) => p === '/account' || isUnder(p, '/admin/account') },
  { label: 'Products', to: '/admin/products', icon: IconPackage, isActive: under('/admin/products') },
  { label: 'Orders', to: '/admin/orders', icon: IconTruckDelivery, isActive: under('/admin/orders') },
  { label: 'Invoices', to: '/admin/invoices', icon: IconFileInvoice, isActive: under('/admin/invoices') },
  { label: 'Subscriptions', to: '/admin/subscriptions', icon: IconRepeat, isActive: under('/admin/subscriptions') },
  { label: 'Promotions', to: '/admin/promotions', icon: IconDiscount2, isActive: under('/admin/promotions') },
  { label: 'Delivery', to: '/admin/delivery', icon: IconTruck, isActive: under('/admin/delivery') },
  // The page for failed emails and background jobs.
  { label: 'Email & jobs', to: '/admin/jobs', icon: IconMailCog, isActive: under('/admin/jobs') },
  // Waiting 'Email me when it's back' requests per product size.
  { label: 'Back in stock', to: '/admin/back-in-stock', icon: IconBellRinging, isActive: under('/admin/back-in-stock') },
  // The owner's rules (hold times, limits), one section per domain.
  { label: 'Shop settings', to: '/admin/settings', icon: IconSettings, isActive: under('/admin/settings') },
  // The Terms of Sale, Privacy, Delivery & Returns and Contact pages the owner writes.
  { label: 'Pages', to: '/admin/pages', icon: IconFileText, isActive: under('/admin/pages') },
  // What visitors sent through the contact form, with the unread count.
  {
    label: 'Messages',
    to: '/admin/messages',
    icon: IconMail,
    isActive: under('/admin/messages'),
    badge: UnreadMessagesBadge,
  },
];

/** The wholesale Dashboard is /account as an exact match only. */
export const WHOLESALE_SIDEBAR_ITEMS: SidebarItem[] = [
  { label: 'Dashboard', to: '/account', icon: IconLayoutDashboard, isActive: exactly('/account') },
  // Every product and size on one page, ordered by keyboard, reorder or file.
  { label: 'Quick order', to: '/account/quick-order', icon: IconListNumbers, isActive: under('/account/quick-order') },
  { label: 'Orders', to: '/account/orders', icon: IconTruckDelivery, isActive: under('/account/orders') },
  // Orders placed on a rhythm from a quick order.
  { label: 'Standing orders', to: '/account/standing-orders', icon: IconRepeat, isActive: under('/account/standing-orders') },
  { label: 'Invoices', to: '/account/invoices', icon: IconFileInvoice, isActive: under('/account/invoices') },
  // The account's monthly statements.
  { label: 'Statements', to: '/account/statements', icon: IconReportMoney, isActive: under('/account/statements') },
];
