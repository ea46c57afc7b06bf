import type { AppConfig } from './config';
import { DEMO_ACCOUNTS } from './db/demo-data';
import { DEV_MAILBOX_PATH, devMailboxEnabled } from './http/dev-mailbox';

/**
 * What a developer looks for after `npm start` / `npm run dev`, printed last so it is not scrolled away: where
 * the unsent emails are (their verification and reset links), and how to sign in to the demo data. Nothing in
 * production: there the mailbox does not exist and no demo data is seeded.
 */
export function startupHints(config: Pick<AppConfig, 'production' | 'smtpUrl' | 'seedDemo'>, url: string): string[] {
  const hints: string[] = [];
  if (devMailboxEnabled(config)) hints.push(`development mailbox (emails are kept, not sent): ${devMailboxUrl(url)}`);
  // The demo accounts' published passwords (the README's table); a development database only.
  if (config.seedDemo && !config.production)
    hints.push(`demo sign-in: ${DEMO_ACCOUNTS.map((demo) => `${demo.email} / ${demo.password}`).join(' · ')}`);
  return hints;
}

/** The mailbox's address on the shop at `origin`; it answers a browser on this machine only. */
const devMailboxUrl = (origin: string) => `${origin}${DEV_MAILBOX_PATH}`;

/** The mailbox's address at the shop's public address, for the line each unsent email gets; none when it is off. */
export function devMailboxUrlFor(config: Pick<AppConfig, 'production' | 'smtpUrl' | 'baseUrl'>): string | undefined {
  return devMailboxEnabled(config) ? devMailboxUrl(config.baseUrl) : undefined;
}
