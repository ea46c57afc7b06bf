import { confirmationTerms, sellerIdentityLines } from '../../shared/order-confirmation';
import type { SellerIdentity } from '../../shared/seller';
import type { ShippingAddress } from '../db/schema/index';
import { escapeHtml } from './html';

export type ConfirmationFacts = {
  shippingAddress: ShippingAddress;
  paymentMethod: string;
  seller: SellerIdentity;
  /** The Terms of Sale and Delivery & Returns versions the order was placed under (null: before versions were kept). */
  termsVersion: number | null;
  deliveryReturnsVersion: number | null;
  baseUrl: string;
};

const LINK = 'color:#7a1f2b';

/**
 * The part of an order confirmation a consumer keeps as the record of the contract: where it goes, when it
 * leaves us, how to cancel or return it, the terms it was placed under, and who the seller is. Plain text
 * lines and the same in HTML.
 */
export function confirmationSections(facts: ConfirmationFacts): { text: string[]; html: string } {
  const { shippingAddress: a, seller } = facts;
  const address = [a.fullName, a.address1, a.address2, a.city, a.postcode].filter((line): line is string => Boolean(line));
  const terms = confirmationTerms(facts, seller);
  const termsUrl = `${facts.baseUrl}${terms.termsPath}`;
  const returnsUrl = `${facts.baseUrl}${terms.deliveryReturnsPath}`;
  const identity = sellerIdentityLines(seller);
  const text = [
    'Delivery address:',
    ...address,
    '',
    terms.dispatch,
    '',
    'Cancelling and returns:',
    terms.cancel,
    ...terms.returns,
    `Terms of Sale (as they stood when you ordered): ${termsUrl}`,
    `Delivery & Returns (as they stood when you ordered): ${returnsUrl}`,
    '',
    `Sold by ${seller.legalName}:`,
    ...identity,
  ];
  const paragraph = (lines: readonly string[]) => lines.map((line) => escapeHtml(line)).join('<br>');
  const html = `<h2 style="font-size:16px;margin-bottom:4px">Delivery address</h2>
<p style="margin-top:0">${paragraph(address)}</p>
<p>${escapeHtml(terms.dispatch)}</p>
<h2 style="font-size:16px;margin-bottom:4px">Cancelling and returns</h2>
<p style="margin-top:0">${escapeHtml(terms.cancel)}</p>
<ul>${terms.returns.map((rule) => `<li>${escapeHtml(rule)}</li>`).join('')}</ul>
<p><a href="${escapeHtml(termsUrl)}" style="${LINK}">Terms of Sale</a> and <a href="${escapeHtml(returnsUrl)}" style="${LINK}">Delivery &amp; Returns</a>, as they stood when you ordered.</p>
<p style="font-size:12px;color:#5c4a3d">Sold by ${escapeHtml(seller.legalName)}.<br>${paragraph(identity)}</p>`;
  return { text, html };
}
