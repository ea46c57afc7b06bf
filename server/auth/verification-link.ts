import { EMAIL_VERIFIED_PATH } from '../../shared/redirect';

/**
 * A new account's verification link goes back to the login form (verifying does not sign in), whichever
 * way it was asked for: sign-up asks for /account, a login attempt before verifying asks for nothing
 * (better-auth's '/', the home page). A changed address's link (the account is already verified) keeps
 * its own destination.
 */
export function verificationLink(url: string, alreadyVerified: boolean): string {
  if (alreadyVerified) return url;
  const link = new URL(url);
  const callback = link.searchParams.get('callbackURL');
  if (callback === null || callback === '/' || callback === '/account') link.searchParams.set('callbackURL', EMAIL_VERIFIED_PATH);
  return link.toString();
}
