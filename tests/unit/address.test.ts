import { describe, expect, it } from 'vitest';
import { isUkPostcode, normalisePostcode, postcodeField } from '../../shared/schemas/address';
import { shippingSchema } from '../../shared/schemas/checkout';

describe('UK postcodes', () => {
  it.each([
    ['sw1a1aa', 'SW1A 1AA'],
    [' SW1A  1AA ', 'SW1A 1AA'],
    ['m11ae', 'M1 1AE'],
    ['b338th', 'B33 8TH'],
    ['cr26xh', 'CR2 6XH'],
    ['dn551pt', 'DN55 1PT'],
    ['w1a0ax', 'W1A 0AX'],
    ['ec1a1bb', 'EC1A 1BB'],
    ['gir0aa', 'GIR 0AA'],
  ])('accepts %s as %s', (input, normalised) => {
    expect(isUkPostcode(input)).toBe(true);
    expect(normalisePostcode(input)).toBe(normalised);
    expect(postcodeField.parse(input)).toBe(normalised);
  });

  it.each(['X', '12345', 'DH1', 'SW1A 1A', 'QA1 1AA', 'SW1A 1AAA', 'SW1A-1AA', 'AA 1AA', 'GIR 0AB', '1AA 1AA', 'SW1A 1CA'])(
    'refuses %s with the shop’s message',
    (input) => {
      expect(isUkPostcode(input)).toBe(false);
      expect(postcodeField.safeParse(input).error?.issues[0]?.message).toBe('Please enter a valid postcode.');
    },
  );

  it('checks the shipping form: empty fields get the checkout message, short ones the minimum lengths', () => {
    const ok = { fullName: 'Mary Maker', address1: '12 High Street', city: 'Leeds', postcode: 'ls14ap' };
    expect(shippingSchema.parse(ok)).toEqual({ ...ok, address2: null, postcode: 'LS1 4AP' });
    const messageOf = (patch: Partial<typeof ok>) => shippingSchema.safeParse({ ...ok, ...patch }).error?.issues[0]?.message;
    expect(messageOf({ fullName: 'M' })).toBe('Full name must be at least 2 characters.');
    expect(messageOf({ address1: '12 H' })).toBe('Please enter a valid address.');
    expect(messageOf({ city: 'L' })).toBe('Please enter a city.');
    expect(messageOf({ postcode: 'L' })).toBe('Please enter a valid postcode.');
    expect(messageOf({ city: '  ' })).toBe('Please fill in all shipping information');
  });
});
