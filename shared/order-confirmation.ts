import { cancelInstructions, dispatchPromise, RETURNS_RULE } from './consumer-rules';
import { formatGBP } from './money';
import { registeredIn, type SellerIdentity, sellerAddressLine, tradingAs } from './seller';
import { sitePageVersionPath } from './site-pages';

/**
 * What every order confirmation tells the customer besides the order itself (the email and the account's order
 * view say it in the same words): who they bought from and how to reach them, when the order leaves us, how to
 * cancel or return it, and the terms and the delivery & returns page as they stood when the order was placed.
 */
export type ConfirmationTerms = {
  dispatch: string;
  cancel: string;
  returns: readonly string[];
  /** Local paths: '/terms?version=3' (the current page for an order placed before versions were kept). */
  termsPath: string;
  deliveryReturnsPath: string;
};

export function confirmationTerms(
  order: { paymentMethod: string; termsVersion: number | null; deliveryReturnsVersion: number | null },
  seller: Pick<SellerIdentity, 'email'>,
): ConfirmationTerms {
  return {
    dispatch: dispatchPromise(order.paymentMethod),
    cancel: cancelInstructions(seller.email),
    returns: RETURNS_RULE,
    termsPath: sitePageVersionPath('terms', order.termsVersion),
    deliveryReturnsPath: sitePageVersionPath('delivery-returns', order.deliveryReturnsVersion),
  };
}

/** The seller's identity and contact details, one statement a line (legal name, address, numbers, email, phone). */
export function sellerIdentityLines(seller: SellerIdentity): string[] {
  return [
    `${tradingAs(seller)}, registered in ${registeredIn(seller.companyNumber)}, company number ${seller.companyNumber}.`,
    `Registered office: ${sellerAddressLine(seller)}.`,
    `VAT number ${seller.vatNumber}.`,
    seller.phone ? `Email ${seller.email} · Phone ${seller.phone}` : `Email ${seller.email}`,
  ];
}

/**
 * The order's total as paid or still due, by its invoice: 'Total paid' once paid, 'Amount due' while unpaid (an
 * order is confirmed before any money moves), plain 'Total' for a voided invoice (a cancelled order).
 */
export function amountLine(totalPence: number, invoiceStatus: string | null): string {
  const label = invoiceStatus === 'paid' ? 'Total paid' : invoiceStatus === 'void' ? 'Total' : 'Amount due';
  return `${label}: ${formatGBP(totalPence)}`;
}
