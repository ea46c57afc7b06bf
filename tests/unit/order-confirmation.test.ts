import { describe, expect, it } from 'vitest';
import { amountLine, confirmationTerms, sellerIdentityLines } from '../../shared/order-confirmation';

const SELLER = {
  tradingName: 'Royal Biltong',
  legalName: 'Royal Biltong Ltd',
  address: ['Unit 3', 'Castle Yard', 'York YO1 7HH'],
  vatNumber: 'GB 123 4567 89',
  companyNumber: 'SC123456',
  email: 'hello@royalbiltong.test',
  phone: null,
};

describe('what an order confirmation promises', () => {
  it('links the terms and delivery & returns as they stood when the order was placed', () => {
    const terms = confirmationTerms({ paymentMethod: 'card', termsVersion: 3, deliveryReturnsVersion: 1 }, SELLER);
    expect(terms.termsPath).toBe('/terms?version=3');
    expect(terms.deliveryReturnsPath).toBe('/delivery-returns?version=1');
    expect(terms.dispatch).toBe('We dispatch your order within 2 working days of your card payment.');
    expect(terms.cancel).toContain('email hello@royalbiltong.test with your order number');
    // Perishable food: sealed within 14 days, opened never (hygiene), faulty always.
    expect(terms.returns.join(' ')).toMatch(/unopened within 14 days.*Opened food cannot be returned, for hygiene.*Faulty/);
  });

  it('an order placed before versions were kept links the current pages', () => {
    const terms = confirmationTerms({ paymentMethod: 'bank_transfer', termsVersion: null, deliveryReturnsVersion: null }, SELLER);
    expect([terms.termsPath, terms.deliveryReturnsPath]).toEqual(['/terms', '/delivery-returns']);
  });

  it('names the seller with its numbers, address and contact details, the phone only when set', () => {
    expect(sellerIdentityLines(SELLER)).toEqual([
      'Royal Biltong is the trading name of Royal Biltong Ltd, registered in Scotland, company number SC123456.',
      'Registered office: Unit 3, Castle Yard, York YO1 7HH.',
      'VAT number GB 123 4567 89.',
      'Email hello@royalbiltong.test',
    ]);
    expect(sellerIdentityLines({ ...SELLER, phone: '01904 123456' }).at(-1)).toBe(
      'Email hello@royalbiltong.test · Phone 01904 123456',
    );
  });

  it('states the total as paid or due by the invoice', () => {
    expect(amountLine(3995, 'unpaid')).toBe('Amount due: £39.95');
    expect(amountLine(3995, null)).toBe('Amount due: £39.95');
    expect(amountLine(3995, 'paid')).toBe('Total paid: £39.95');
    expect(amountLine(3995, 'void')).toBe('Total: £39.95');
  });
});
