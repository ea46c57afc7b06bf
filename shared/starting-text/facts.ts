import type { DeliveryRates } from '../delivery';
import { registeredIn, type SellerIdentity, sellerAddressLine, tradingAs } from '../seller';

/** What the starting texts are written from: the seller settings and the delivery settings of the moment. */
export type StartingTextFacts = { seller: SellerIdentity; rates: DeliveryRates };

/** 'Royal Biltong is the trading name of Royal Biltong Ltd, a company registered in … (company number …)'. */
export function whoWeAre(seller: SellerIdentity): string {
  return [
    `${tradingAs(seller)}, a company registered in ${registeredIn(seller.companyNumber)} under company number ${seller.companyNumber}.`,
    `Our registered office is ${sellerAddressLine(seller)}. Our VAT number is ${seller.vatNumber}.`,
  ].join(' ');
}

/** 'email hello@… or phone …' */
export function howToReachUs(seller: SellerIdentity): string {
  return seller.phone ? `email ${seller.email} or phone ${seller.phone}` : `email ${seller.email}`;
}
