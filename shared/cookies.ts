/**
 * Every cookie the shop causes a browser to store: the privacy page's table is made from this list, and an
 * end-to-end test compares the shop's own entries with the cookies Chromium holds after browsing signed out, signed
 * in as a customer and as an admin. All are needed for what the visitor asked for (signing in, paying by card, the
 * back office's layout): the shop sets no advertising or analytics cookie, so it asks for no consent.
 */
export type CookieInfo = {
  name: string;
  /** The name over HTTPS in production, when it differs (better-auth's __Secure- prefix). */
  secureName?: string;
  setBy: 'Royal Biltong' | 'Stripe';
  purpose: string;
  lifetime: string;
  /** The lifetime the browser is given, in seconds, for the shop's own cookies (the end-to-end test checks it). */
  maxAgeSeconds?: number;
};

const SEVEN_DAYS = 7 * 24 * 60 * 60;

export const COOKIES: readonly CookieInfo[] = [
  {
    name: 'better-auth.session_token',
    secureName: '__Secure-better-auth.session_token',
    setBy: 'Royal Biltong',
    purpose: 'Keeps you signed in to your account. Set when you log in, removed when you log out.',
    lifetime: '7 days, renewed while you use the shop',
    maxAgeSeconds: SEVEN_DAYS,
  },
  {
    name: 'sidebar_state',
    setBy: 'Royal Biltong',
    purpose: 'Remembers whether the side menu of the trade portal or the back office is open or collapsed.',
    lifetime: '7 days',
    maxAgeSeconds: SEVEN_DAYS,
  },
  {
    name: '__stripe_mid',
    setBy: 'Stripe',
    purpose: 'Set by Stripe, our card payment provider, on the card payment step to prevent fraud.',
    lifetime: '1 year',
  },
  {
    name: '__stripe_sid',
    setBy: 'Stripe',
    purpose: 'Set by Stripe, our card payment provider, on the card payment step to prevent fraud.',
    lifetime: '30 minutes',
  },
];
