/**
 * Who sells: the identity a UK online shop must show its customers (legal name, geographic address, email,
 * company and VAT numbers), from the SELLER_* settings. The server reads it from its configuration and hands
 * it to pages, emails, invoices and the starting text of the legal pages; nothing in it is secret.
 */
export type SellerIdentity = {
  /** The name customers know the shop by ('Royal Biltong'). */
  tradingName: string;
  /** The company's registered name ('Royal Biltong Ltd'). */
  legalName: string;
  /** Registered address, one entry per line. */
  address: string[];
  vatNumber: string;
  companyNumber: string;
  /** Where customers write to the shop. */
  email: string;
  phone: string | null;
};

/** 'Unit 3, The Smokehouse, York YO1 7HH': the address on one line. */
export function sellerAddressLine(seller: Pick<SellerIdentity, 'address'>): string {
  return seller.address.join(', ');
}

/** 'Royal Biltong is the trading name of Royal Biltong Ltd', or just the legal name when they are the same. */
export function tradingAs(seller: Pick<SellerIdentity, 'tradingName' | 'legalName'>): string {
  return seller.tradingName === seller.legalName
    ? seller.legalName
    : `${seller.tradingName} is the trading name of ${seller.legalName}`;
}

/**
 * Where the company is registered, as a company must say beside its number: Companies House numbers for
 * Scotland start with S (SC, SO, SL …), for Northern Ireland with N or R0; the rest are England and Wales.
 */
export function registeredIn(companyNumber: string): string {
  const prefix = companyNumber.replace(/\s/g, '').toUpperCase();
  if (/^S[A-Z]/.test(prefix)) return 'Scotland';
  if (/^(N[A-Z]|R0)/.test(prefix)) return 'Northern Ireland';
  return 'England and Wales';
}
