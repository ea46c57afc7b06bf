import { desc } from 'drizzle-orm';
import type { NextFunction, Request, Response } from 'express';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { emailOutbox } from '../db/schema/index';
import { escapeHtml } from '../mail/html';

function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

export const DEV_MAILBOX_PATH = '/dev/mailbox';

/** The socket addresses of a client on this machine. */
const LOOPBACK_ADDRESSES = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
/** Headers a proxy adds: a request carrying one came through something else, so it is not local. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];
/** Host names a browser on this machine uses; anything else may be a DNS-rebinding page. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

type MailboxRequest = Pick<Request, 'headers'> & { socket: { remoteAddress?: string } };

/**
 * The mailbox holds password-reset links, so whoever reads it can take over any account,
 * the admin's included. Only a client on this machine, talking to it directly, may read it: the
 * socket address is loopback, no proxy header says the request came from elsewhere, and the Host is
 * a loopback name (a foreign page rebinding its name to 127.0.0.1 cannot read it either).
 */
export function isLocalMailboxRequest(req: MailboxRequest, config: Pick<AppConfig, 'clientIpHeader'>): boolean {
  if (!LOOPBACK_ADDRESSES.has(req.socket.remoteAddress ?? '')) return false;
  if ([...FORWARDING_HEADERS, config.clientIpHeader.toLowerCase()].some((name) => req.headers[name] !== undefined)) return false;
  const host = (req.headers.host ?? '').toLowerCase().replace(/:\d+$/, '');
  return LOOPBACK_HOSTS.has(host);
}

/** The mailbox exists only in development without SMTP (with SMTP the emails leave; it would show nothing true). */
export const devMailboxEnabled = (config: Pick<AppConfig, 'production' | 'smtpUrl'>) => !config.production && !config.smtpUrl;

/**
 * GET /dev/mailbox: the outbox for a local client, and for everyone else exactly what an unknown
 * path gets — a 404 status, with the app's not-found page when the front end is served.
 */
export function devMailboxRoute(db: Db, config: AppConfig) {
  const mailbox = devMailbox(db);
  return (req: Request, res: Response, next: NextFunction) => {
    if (devMailboxEnabled(config) && isLocalMailboxRequest(req, config)) {
      mailbox(req, res).catch(next);
      return;
    }
    // The front end's fallback sends index.html with whatever status is set; without one, Express's 404.
    res.status(404);
    next();
  };
}

/** Development-only list of the outbox, so verification links work without SMTP. */
function devMailbox(db: Db) {
  return async (_req: Request, res: Response) => {
    const messages = await db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(100);
    const items = messages
      .map(
        (m) => `<article>
<h2>${escapeHtml(m.subject)}</h2>
<p class="meta">To <strong>${escapeHtml(m.to)}</strong> · ${m.createdAt.toISOString()} · ${m.status}</p>
<pre>${linkify(m.text)}</pre>
${m.html ? `<details open><summary>As it arrives (HTML)</summary><iframe title="${escapeHtml(m.subject)} as HTML" sandbox="" srcdoc="${escapeHtml(m.html)}"></iframe></details>` : ''}
</article>`,
      )
      .join('\n');
    res
      .type('html')
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" type="image/svg+xml" href="/favicon.svg"><title>Development mailbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#2b1d14}article{border:1px solid #e5dccf;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap;overflow-wrap:anywhere}iframe{width:100%;height:520px;border:1px solid #e5dccf;border-radius:4px;background:#fff}.meta{color:#6b5b4e}</style>
</head><body><h1>Development mailbox</h1><p>Emails the shop has written to its outbox (newest first). Only this machine can open it; it does not exist in production or with SMTP.</p>
${items || '<p>No emails yet.</p>'}</body></html>`);
  };
}
