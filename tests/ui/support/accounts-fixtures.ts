import type { RouterOutputs } from '../../../server/trpc/app-router';
import { PROFILES } from './personas';

type AccountRow = RouterOutputs['admin']['listAccounts']['rows'][number];
type AdminAccount = RouterOutputs['admin']['getAccount'];
type Dashboard = RouterOutputs['wholesale']['dashboard'];

const CREATED = new Date('2026-01-10T09:30:00.000Z');

export function accountRow(overrides: Partial<AccountRow> = {}): AccountRow {
  return {
    userId: 'user-10',
    fullName: 'Gina Grocer',
    businessName: 'Grocer & Sons',
    email: 'gina@grocer.example',
    accountType: 'Wholesale',
    status: 'pending',
    role: 'customer',
    accountBalancePence: 0,
    terms: null,
    createdAt: CREATED,
    ...overrides,
  };
}

export const ACCOUNT_ROWS: AccountRow[] = [
  accountRow(),
  accountRow({
    userId: 'user-2',
    fullName: 'Wendy Wholesale',
    businessName: 'The Crown Deli',
    email: 'trade@royal-biltong.example',
    status: 'approved',
    role: 'wholesaler',
    accountBalancePence: 123_456,
    terms: 'Net 30',
  }),
  accountRow({
    userId: 'user-1',
    fullName: 'Charlie Customer',
    businessName: null,
    email: 'customer@royal-biltong.example',
    accountType: 'Customer',
    status: null,
  }),
  accountRow({
    userId: 'user-11',
    fullName: 'Rory Rejected',
    businessName: 'Rory Gym',
    email: 'rory@gym.example',
    status: 'rejected',
  }),
];

export function listAccountsPage(rows: AccountRow[], total = rows.length, page = 1) {
  return { rows, total, page, pageSize: 10 };
}

export function adminAccount(overrides: Partial<AdminAccount['profile']> = {}): AdminAccount {
  return {
    profile: {
      id: 'profile-10',
      userId: 'user-10',
      fullName: 'Gina Grocer',
      email: 'gina@grocer.example',
      phone: '01632 960123',
      address1: '5 Market Row',
      address2: null,
      city: 'Leeds',
      postcode: 'LS1 6AB',
      businessName: 'Grocer & Sons',
      companyType: 'retailer',
      vatNumber: 'GB123456789',
      accountType: 'Wholesale',
      status: 'approved',
      role: 'wholesaler',
      priceTier: 2,
      terms: 'Net 30',
      termsDays: 30,
      poNumberRequired: false,
      creditLimitPence: 50_000,
      accountBalancePence: 4_250,
      erasedAt: null,
      createdAt: CREATED,
      updatedAt: CREATED,
      ...overrides,
    },
    ledger: [
      {
        id: 'entry-2',
        userId: 'user-10',
        amountPence: 6_000,
        kind: 'invoice',
        reason: 'Order RB-1001 on account',
        orderId: null,
        invoiceId: null,
        actorUserId: null,
        createdAt: new Date('2026-01-12T12:00:00.000Z'),
      },
      {
        id: 'entry-1',
        userId: 'user-10',
        amountPence: -1_750,
        kind: 'payment',
        reason: 'Bank transfer received',
        orderId: null,
        invoiceId: null,
        actorUserId: 'user-3',
        createdAt: CREATED,
      },
    ],
  };
}

/** The profile admin.decideAccount answers with: approved as a wholesaler (tier 1), or rejected back to a customer. */
export function decidedProfile(decision: 'approve' | 'reject'): AdminAccount['profile'] {
  return adminAccount(
    decision === 'approve'
      ? { status: 'approved', role: 'wholesaler', priceTier: 1 }
      : { status: 'rejected', role: 'customer', priceTier: null },
  ).profile;
}

export function wholesaleDashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  const profile = PROFILES.wholesaler;
  return {
    businessName: profile.businessName,
    status: profile.status,
    companyType: profile.companyType,
    contactName: profile.fullName,
    contactEmail: profile.email,
    accountBalancePence: profile.accountBalancePence,
    terms: profile.terms,
    priceTier: profile.priceTier,
    ledger: [{ id: 'entry-1', amountPence: 12_345, reason: 'Order RB-1001 on account', createdAt: CREATED }],
    ...overrides,
  };
}

type AccountCredit = RouterOutputs['credit']['account'];
type StatementMonths = RouterOutputs['credit']['myStatements'];

export const STATEMENT_MONTHS: StatementMonths = [
  { month: '2026-10', label: 'October 2026', openingPence: 21_000, closingPence: 30_000 },
  { month: '2026-09', label: 'September 2026', openingPence: 6_000, closingPence: 21_000 },
];

export function accountCredit(overrides: Partial<AccountCredit> = {}): AccountCredit {
  return {
    balancePence: 4_250,
    limitPence: 50_000,
    terms: 'Net 30',
    availablePence: 45_750,
    aged: { current: 1_000, days1to30: 2_000, days31to60: 1_250, days61to90: 0, over90: 0, totalPence: 4_250 },
    oldestUnpaidDaysLate: null,
    heldByOverdue: false,
    waitingRelease: null,
    releases: [],
    statements: STATEMENT_MONTHS,
    ...overrides,
  };
}
