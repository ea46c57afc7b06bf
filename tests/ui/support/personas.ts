import type { RouterOutputs } from '../../../server/trpc/app-router';
import type { Role } from '../../../shared/constants';

type Profile = RouterOutputs['account']['me'];
export type Persona = 'anonymous' | Role;

const NOW = '2026-01-15T10:00:00.000Z';
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

/** better-auth's get-session body for a signed-in persona (null when anonymous). */
export function sessionFor(persona: Persona) {
  if (persona === 'anonymous') return null;
  const profile = PROFILES[persona];
  return {
    session: {
      id: `session-${profile.userId}`,
      userId: profile.userId,
      token: 'token',
      expiresAt: LATER,
      createdAt: NOW,
      updatedAt: NOW,
    },
    user: {
      id: profile.userId,
      email: profile.email,
      name: profile.fullName,
      emailVerified: true,
      image: null,
      createdAt: NOW,
      updatedAt: NOW,
    },
  };
}
