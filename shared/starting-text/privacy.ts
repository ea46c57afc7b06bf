import { sellerAddressLine } from '../seller';
import { howToReachUs, type StartingTextFacts } from './facts';

export function privacyText({ seller }: StartingTextFacts): string {
  return `${seller.legalName} is responsible for the personal data you give us on this website. To ask us anything about it, ${howToReachUs(seller)}, or write to ${sellerAddressLine(seller)}.

## What we keep and why

- **Your account**: your name, email address, password (stored only as a secure hash), phone number and addresses, so you can sign in, order and see your orders.
- **Your orders, invoices and credit notes**: what you bought, where we sent it and what you paid, to supply the goods and keep our accounts.
- **Subscriptions**: your plan, its deliveries and, when you pay by card, a reference to the card held by our payment provider.
- **Messages you send us** through our contact form, to answer them.
- **Back-in-stock requests**: your email address and the product size, to email you once when it is back.
- **Security records**: when you sign in, from which IP address and browser, to protect your account.

We use your data to supply what you ordered (our contract with you), to meet our legal duties (tax and accounting records) and, for security, in our legitimate interest. We do not sell your data, and we send marketing only if you ask for it.

## Who else sees it

- Stripe, our card payment provider, handles card payments: we never see your full card number.
- Our email provider delivers the emails we send you.
- Royal Mail, or the courier we use, receives your name and delivery address to deliver your parcel.

## How long we keep it

Orders, invoices and credit notes are kept for 6 years, as UK tax law requires. Everything else is kept while you have an account, and deleted or anonymised when you delete it.

## Your rights

You can ask for a copy of your data, ask us to correct it or to delete it, and object to how we use it. From your account you can download your data and delete your account. If you are unhappy with how we handle your data, you can complain to the Information Commissioner's Office (ico.org.uk).
`;
}
