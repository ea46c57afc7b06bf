import { describe, expect, it } from 'vitest';
import { keyInformationLines, pricePerMonthPence, subscriptionKeyInformation } from '../../shared/subscription-key-information';

const knight = {
  planName: 'The Knight',
  bags: 2,
  weight: '250g' as const,
  frequency: 'Weekly' as const,
  pricePence: 1998,
  deliveryPence: 395,
  cardPayments: true,
};

describe('subscription key information', () => {
  it('states the box, the price per delivery and per month, the frequency, renewal, payment and cancelling', () => {
    const lines = keyInformationLines(subscriptionKeyInformation(knight));
    expect(lines).toHaveLength(6);
    expect(lines[0]).toBe('Plan: The Knight. Each box holds 2 × 250g bags of biltong in the flavours you choose.');
    // 23.93 a box, 52 boxes a year over 12 months = 103.70 a month.
    expect(lines[1]).toBe(
      'Price: £23.93 per delivery (£19.98 for the box plus £3.95 delivery), which is £103.70 a month on average.',
    );
    expect(lines[2]).toContain('one box every week (Weekly)');
    expect(lines[3]).toContain('renews automatically until you cancel');
    expect(lines[3]).toContain('no minimum term');
    expect(lines[4]).toContain('charged on the day it is ordered to the card');
    expect(lines[5]).toContain('cancel online at any time in a few clicks');
    expect(lines[5]).toContain("'Manage subscription' link in any subscription email");
  });

  it('says how bank transfer works when the shop takes no cards', () => {
    const text = subscriptionKeyInformation({ ...knight, cardPayments: false });
    expect(text).toContain('we email an invoice for it, to pay by bank transfer');
    expect(text).not.toContain('card');
  });

  it('a monthly box costs its own total a month; free delivery is named', () => {
    const text = subscriptionKeyInformation({
      ...knight,
      planName: 'The Monarch',
      bags: 3,
      frequency: 'Monthly',
      pricePence: 2997,
      deliveryPence: 0,
    });
    expect(text).toContain('Each box holds 3 × 250g bags');
    expect(text).toContain('£29.97 per delivery (£29.97 for the box plus free delivery), which is £29.97 a month.');
    expect(text).toContain('one box every month (Monthly)');
  });

  it('one bag is a bag; a quarterly box is a third of its total a month', () => {
    const text = subscriptionKeyInformation({
      ...knight,
      planName: 'The Scout',
      bags: 1,
      frequency: 'Quarterly',
      pricePence: 999,
    });
    expect(text).toContain('1 × 250g bag of biltong');
    expect(pricePerMonthPence(1394, 'Quarterly')).toBe(465);
    expect(pricePerMonthPence(1000, 'Fortnightly')).toBe(2167);
    expect(text).toContain('which is £4.65 a month on average');
  });

  it('is the same text for the same choices', () => {
    expect(subscriptionKeyInformation(knight)).toBe(subscriptionKeyInformation({ ...knight }));
  });
});
