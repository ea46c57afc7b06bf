import { describe, expect, it } from 'vitest';
import { signUpBodySchema } from '../../shared/schemas/auth';
import { PASSWORD_BLANK_MESSAGE, PASSWORD_IS_EMAIL_MESSAGE, passwordSchema } from '../../shared/schemas/fields';
import { newSubscriptionWithAccountSchema } from '../../shared/schemas/subscription';
import { signUpFormSchema } from '../../src/features/auth/sign-up-schema';
import { wholesaleApplicationSchema } from '../../src/features/wholesale/wholesale-application-schema';

// One password rule in every form that sets one (the server uses the same schemas).
const email = 'Mary.Maker@Example.com';
const FORMS = {
  'sign-up tab': (password: string) =>
    signUpFormSchema.safeParse({
      fullName: 'Mary',
      email,
      password,
      address1: '1 High St',
      address2: '',
      city: 'Leeds',
      postcode: 'LS1 4AP',
    }),
  'wholesale application': (password: string) =>
    wholesaleApplicationSchema.safeParse({
      fullName: 'Mary',
      businessName: 'Shop',
      companyType: 'retailer',
      email,
      password,
      phone: '01234 567890',
      vatNumber: '',
    }),
  'subscription sign-up': (password: string) =>
    newSubscriptionWithAccountSchema.safeParse({
      planName: 'The Scout',
      weight: '250g',
      frequency: 'Monthly',
      bags: [{ variety: 'Original', moisture: 'wet', fat: 'lean' }],
      delivery: { fullName: 'Mary Maker', address1: '12 High Street', city: 'Leeds', postcode: 'LS1 4AP' },
      email,
      password,
    }),
  'sign-up request body': (password: string) =>
    signUpBodySchema.safeParse({ name: 'Mary', email, password, profile: { accountType: 'Customer', fullName: 'Mary' } }),
};

type Parsed = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
const passwordIssue = (result: Parsed) =>
  result.success ? null : (result.error?.issues.find((i) => i.path.join('.') === 'password')?.message ?? null);

describe.each(Object.entries(FORMS))('the %s', (_name, parse) => {
  it('accepts a good password', () => {
    expect(passwordIssue(parse('a-long-enough-passphrase'))).toBeNull();
    expect(parse('a-long-enough-passphrase').success).toBe(true);
  });

  it.each([
    ['1234567', 'Password must be at least 8 characters.'],
    ['        ', PASSWORD_BLANK_MESSAGE],
    ['\t \u00a0     \n', PASSWORD_BLANK_MESSAGE],
    [email, PASSWORD_IS_EMAIL_MESSAGE],
    [email.toLowerCase(), PASSWORD_IS_EMAIL_MESSAGE],
    [` ${email.toUpperCase()}  `, PASSWORD_IS_EMAIL_MESSAGE],
  ])('refuses %j with %j', (password, message) => {
    expect(passwordIssue(parse(password))).toBe(message);
  });
});

it('the minimum is 8 and 8 is enough', () => {
  expect(passwordSchema.safeParse('12345678').success).toBe(true);
  expect(passwordSchema.safeParse('1234567').success).toBe(false);
});
