import { describe, expect, it } from 'vitest';
import { FREQUENCIES } from '../../shared/constants';
import { CANCEL_REASONS } from '../../shared/subscription-cancel';
import { cancelOfferFor, lessFrequent } from '../../shared/subscription-cancel-offer';

const active = (frequency: (typeof FREQUENCIES)[number] = 'Monthly') => ({ status: 'active' as const, frequency });

describe('the one offer on the way out', () => {
  it('steps to the next less frequent schedule, and has none after quarterly', () => {
    expect(FREQUENCIES.map(lessFrequent)).toEqual(['Fortnightly', 'Monthly', 'Quarterly', null]);
  });

  it('answers too much or too expensive with fewer deliveries, or a skip when already quarterly', () => {
    for (const reason of ['too_much', 'too_expensive'] as const) {
      for (const frequency of ['Weekly', 'Fortnightly', 'Monthly'] as const)
        expect(cancelOfferFor(reason, active(frequency))).toBe('fewer');
      expect(cancelOfferFor(reason, active('Quarterly'))).toBe('skip');
    }
  });

  it('answers disliked flavours with new flavours and moving with a skip', () => {
    expect(cancelOfferFor('disliked_flavours', active())).toBe('flavours');
    expect(cancelOfferFor('moving', active('Weekly'))).toBe('skip');
    expect(cancelOfferFor('moving', active('Quarterly'))).toBe('skip');
  });

  it('offers nothing for buying elsewhere, other or no reason', () => {
    expect(cancelOfferFor('buying_elsewhere', active())).toBeNull();
    expect(cancelOfferFor('other', active())).toBeNull();
    expect(cancelOfferFor(undefined, active())).toBeNull();
    expect(cancelOfferFor(null, active())).toBeNull();
  });

  it('offers nothing to a paused or cancelled subscription, whatever the reason', () => {
    for (const status of ['paused', 'cancelled'] as const)
      for (const reason of CANCEL_REASONS) expect(cancelOfferFor(reason, { status, frequency: 'Monthly' })).toBeNull();
  });
});
