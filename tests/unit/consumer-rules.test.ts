import { describe, expect, it } from 'vitest';
import { acceptedPaymentMethods, deliveryChargeRule, dispatchPromise, formatGrams } from '../../shared/consumer-rules';
import { registeredIn, tradingAs } from '../../shared/seller';

const rates = {
  bands: [
    { service: 'Tracked 48', maxWeightGrams: 2000, pricePence: 495 },
    { service: 'Tracked 48', maxWeightGrams: 1000, pricePence: 395 },
    { service: 'Tracked 24', maxWeightGrams: 2500, pricePence: 899 },
  ],
  freeThresholdPence: 4000,
  collectEnabled: false,
  collectPricePence: 0,
  subscriptionPricePence: 395,
};

describe('what the shop tells consumers', () => {
  it('states the delivery charges from the delivery settings, lightest band first', () => {
    expect(deliveryChargeRule(rates)).toBe(
      'Tracked 48: £3.95 up to 1 kg, £4.95 up to 2 kg; Tracked 24: £8.99 up to 2.5 kg; free when your goods come to £40.00 or more.',
    );
    expect(deliveryChargeRule({ ...rates, bands: rates.bands.slice(1, 2), collectEnabled: true })).toBe(
      'Tracked 48: £3.95 up to 1 kg; free when your goods come to £40.00 or more. Collect / local delivery: free.',
    );
    expect(deliveryChargeRule({ ...rates, collectEnabled: true, collectPricePence: 250 })).toMatch(
      /Collect \/ local delivery: £2\.50\.$/,
    );
  });

  it('says when an order is dispatched, by how it is paid', () => {
    expect(dispatchPromise('on_account')).toBe('We dispatch your order within 2 working days.');
    expect(dispatchPromise('card')).toBe('We dispatch your order within 2 working days of your card payment.');
    expect(dispatchPromise('bank_transfer')).toBe('We dispatch your order within 2 working days of your payment reaching us.');
  });

  it('names the ways to pay that this shopper has', () => {
    expect(acceptedPaymentMethods({ cardPayments: false, tradeAccount: false })).toBe('You can pay by bank transfer.');
    expect(acceptedPaymentMethods({ cardPayments: true, tradeAccount: false })).toBe(
      'You can pay by debit or credit card (including Apple Pay and Google Pay) or bank transfer.',
    );
    expect(acceptedPaymentMethods({ cardPayments: true, tradeAccount: true })).toBe(
      'You can pay by debit or credit card (including Apple Pay and Google Pay), bank transfer or your trade account.',
    );
    expect(acceptedPaymentMethods({ cardPayments: false, tradeAccount: true })).toBe(
      'You can pay by bank transfer or your trade account.',
    );
  });

  it('writes weights as a shopper reads them', () => {
    expect([250, 1000, 2500, 20000].map(formatGrams)).toEqual(['250 g', '1 kg', '2.5 kg', '20 kg']);
  });

  it('names where the company is registered from its Companies House number', () => {
    expect(registeredIn('01234567')).toBe('England and Wales');
    expect(registeredIn('SC123456')).toBe('Scotland');
    expect(registeredIn('ni 612345')).toBe('Northern Ireland');
    expect(registeredIn('R0000123')).toBe('Northern Ireland');
    expect(registeredIn('OC301234')).toBe('England and Wales');
  });

  it('names the legal entity behind a trading name', () => {
    expect(tradingAs({ tradingName: 'Royal Biltong', legalName: 'Royal Biltong Ltd' })).toBe(
      'Royal Biltong is the trading name of Royal Biltong Ltd',
    );
    expect(tradingAs({ tradingName: 'Royal Biltong Ltd', legalName: 'Royal Biltong Ltd' })).toBe('Royal Biltong Ltd');
  });
});
