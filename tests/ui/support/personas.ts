import type { RouterOutputs } from '../../../server/trpc/app-router';
import type { Role } from '../../../shared/constants';

type Profile = RouterOutputs['account']['me'];
type SessionAnswer = RouterOutputs['account']['session'];
export type Persona = 'anonymous' | Role;

const LATER = '2026-01-22T10:00:00.000Z';

const BASE_PROFILE: Profile = {
  id: 'profile-1',
  userId: 'user-1',
  fullName: 'Charlie Customer',
  email: 'customer@royal-biltong.example',
  phone: null,
  address1: '1 Castle Street',
  address2: null,
  city: 'York',
  postcode: 'YO1 7HH',
  businessName: null,
  companyType: null,
  vatNumber: null,
  accountType: 'Customer',
  status: null,
  role: 'customer',
  priceTier: null,
  terms: null,
  accountBalancePence: 0,
  poNumberRequired: false,
};

export const PROFILES: Record<Role, Profile> = {
  customer: BASE_PROFILE,
  wholesaler: {
    ...BASE_PROFILE,
    id: 'profile-2',
    userId: 'user-2',
    fullName: 'Wendy Wholesale',
    email: 'trade@royal-biltong.example',
    businessName: 'The Crown Deli',
    companyType: 'retailer',
    accountType: 'Wholesale',
    status: 'approved',
    role: 'wholesaler',
    priceTier: 1,
    terms: 'Net 30',
    accountBalancePence: 12_345,
  },
  admin: {
    ...BASE_PROFILE,
    id: 'profile-3',
    userId: 'user-3',
    fullName: 'Ada Admin',
    email: 'admin@royal-biltong.example',
    accountType: 'Admin',
    role: 'admin',
  },
};

/**
 * `account.session` for a persona: what the server tells every page about who is signed in (null when
 * anonymous). `profile` stands in for the persona's (an applicant's, or none yet: just after sign-up).
 */
export function sessionFor(
  persona: Persona,
  profile: Profile | null = persona === 'anonymous' ? null : PROFILES[persona],
): SessionAnswer {
  if (persona === 'anonymous') return null;
  const user = PROFILES[persona];
  return {
    user: { id: user.userId, email: user.email, name: user.fullName, emailVerified: true },
    session: { expiresAt: new Date(LATER) },
    profile,
  };
}
