import type { AddressValues } from '../forms/address-fields';

export type ShippingDraft = AddressValues & { fullName: string };

const DRAFT_KEY = 'royal-biltong:checkout-shipping';

/**
 * The shipping details typed at checkout, kept for this tab only (sessionStorage), so a shopper who goes
 * to sign in comes back to what they typed. Cleared once the order is placed.
 */
export function readShippingDraft(): ShippingDraft | null {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return null;
    const value = (key: string) => {
      const field = (parsed as Record<string, unknown>)[key];
      return typeof field === 'string' ? field.slice(0, 200) : '';
    };
    const draft: ShippingDraft = {
      fullName: value('fullName'),
      address1: value('address1'),
      address2: value('address2'),
      city: value('city'),
      postcode: value('postcode'),
    };
    return Object.values(draft).some((field) => field.trim() !== '') ? draft : null;
  } catch {
    return null;
  }
}

export function saveShippingDraft(draft: ShippingDraft) {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the form still works, it is only not kept.
  }
}

export function clearShippingDraft() {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing kept to clear.
  }
}
