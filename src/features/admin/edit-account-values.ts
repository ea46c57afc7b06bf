import type { z } from 'zod';
import type { RouterOutputs } from '~/server/trpc/app-router';
import type { AccountStatus, AccountType, Role } from '../../../shared/constants';
import { penceToPounds } from '../../../shared/money';
import type { adminAccountUpdateSchema } from '../../../shared/schemas/account';

export type AdminAccount = RouterOutputs['admin']['getAccount'];

/** The edit form's fields as Mantine holds them: text as strings, selects as string | null, '' for an empty number. */
export type EditAccountValues = {
  fullName: string;
  phone: string;
  address1: string;
  address2: string;
  city: string;
  postcode: string;
  businessName: string;
  companyType: string | null;
  accountType: AccountType;
  status: AccountStatus | null;
  role: Role;
  priceTier: string | null;
  termsDays: string | null;
  /** Pounds as typed; empty for no limit. */
  creditLimit: string;
  poNumberRequired: boolean;
};

export function toEditValues(profile: AdminAccount['profile']): EditAccountValues {
  return {
    fullName: profile.fullName,
    phone: profile.phone ?? '',
    address1: profile.address1 ?? '',
    address2: profile.address2 ?? '',
    city: profile.city ?? '',
    postcode: profile.postcode ?? '',
    businessName: profile.businessName ?? '',
    companyType: profile.companyType,
    accountType: profile.accountType,
    status: profile.status,
    role: profile.role,
    priceTier: profile.priceTier ? String(profile.priceTier) : null,
    termsDays: profile.termsDays ? String(profile.termsDays) : null,
    creditLimit: profile.creditLimitPence === null ? '' : penceToPounds(profile.creditLimitPence),
    poNumberRequired: profile.poNumberRequired,
  };
}

/** Form values -> the shared schema's input, which then validates them (field names are the same). */
export function toUpdateInput(userId: string, values: EditAccountValues): z.input<typeof adminAccountUpdateSchema> {
  return {
    ...values,
    userId,
    priceTier: values.priceTier ? Number(values.priceTier) : null,
    termsDays: values.termsDays ? Number(values.termsDays) : null,
  };
}
