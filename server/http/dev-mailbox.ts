import { desc } from 'drizzle-orm';
import type { Request, Response } from 'express';
import type { Db } from '../db/client';
import { emailOutbox } from '../db/schema/index';
import { escapeHtml } from '../mail/html';

function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

/** Development-only list of the outbox, so verification links work without SMTP. Never mounted in production. */
export function devMailbox(db: Db) {
  return async (_req: Request, res: Response) => {
    const messages = await db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(100);
    const items = messages
      .map(
        (m) => `<article>
<h2>${escapeHtml(m.subject)}</h2>
<p class="meta">To <strong>${escapeHtml(m.to)}</strong> · ${m.createdAt.toISOString()} · ${m.status}</p>
<pre>${linkify(m.text)}</pre>
</article>`,
      )
      .join('\n');
    res.type('html').send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Development mailbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#2b1d14}article{border:1px solid #e5dccf;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap}.meta{color:#6b5b4e}</style>
</head><body><h1>Development mailbox</h1><p>Emails the shop has written to its outbox (newest first). This page does not exist in production.</p>
${items || '<p>No emails yet.</p>'}</body></html>`);
  };
}
