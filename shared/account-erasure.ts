/** What an erased account is called wherever the back office names it. */
export const DELETED_CUSTOMER_NAME = 'Deleted customer';

/**
 * The .invalid top-level domain is reserved never to resolve, so nothing is ever delivered to an erased account,
 * and the address is unique per account, so the person can sign up again with their real one.
 */
const ERASED_EMAIL_DOMAIN = 'erased.invalid';
export const erasedEmailFor = (userId: string) => `deleted-${userId}@${ERASED_EMAIL_DOMAIN}`;
export const isErasedEmail = (email: string) => email.endsWith(`@${ERASED_EMAIL_DOMAIN}`);

/** How long the shop keeps orders, invoices and credit notes after an account is deleted (UK tax records). */
export const TAX_RECORD_YEARS = 6;

/** What the customer reads once their account is deleted, and what the confirmation step promises beforehand. */
export const ERASURE_CONFIRMATION =
  'Your account has been deleted. We have signed you out everywhere, cancelled your subscriptions, removed your saved card, ' +
  'your back-in-stock alerts and your messages to us, and erased your name, email address, phone number and addresses. ' +
  `We keep your orders, invoices and credit notes, unchanged, for ${TAX_RECORD_YEARS} years, as UK tax law requires.`;

/** A trade account that still owes the shop is closed with the shop, not by itself. */
export const UNPAID_BALANCE_MESSAGE =
  'Your trade account has an unpaid balance, so it cannot be deleted here. Please contact us to settle it and close the account.';
