import { escapeHtml } from './html';
import type { OutgoingEmail } from './mailer';

const BRAND = 'Royal Biltong';

/** One layout for every email: a plain-text part and a simple HTML part with the same words. */
export function layoutEmail(input: {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
}): OutgoingEmail {
  const { to, subject, greeting, paragraphs, action } = input;
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    `— ${BRAND}`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Georgia,serif;color:#2b1d14;background:#faf6ef;padding:24px">
<div style="max-width:560px;margin:auto;background:#fff;padding:32px;border-top:4px solid #7a1f2b">
<h1 style="font-size:22px;color:#7a1f2b;margin-top:0">${BRAND}</h1>
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${action ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#7a1f2b;color:#fff;padding:12px 20px;text-decoration:none;border-radius:4px">${escapeHtml(action.label)}</a></p><p style="font-size:12px;color:#6b5b4e">Or paste this link into your browser: ${escapeHtml(action.url)}</p>` : ''}
</div></body></html>`;
  return { to, subject, text, html };
}

export function verificationEmail({ to, name, url }: { to: string; name: string; url: string }): OutgoingEmail {
  return layoutEmail({
    to,
    subject: 'Verify your email address',
    greeting: `Hello ${name},`,
    paragraphs: [
      'Thank you for joining the Kingdom. Please confirm your email address to finish setting up your account.',
      'This link expires in 24 hours.',
    ],
    action: { label: 'Verify my email', url },
  });
}

export function passwordResetEmail({ to, name, url }: { to: string; name: string; url: string }): OutgoingEmail {
  return layoutEmail({
    to,
    subject: 'Reset your password',
    greeting: `Hello ${name},`,
    paragraphs: [
      'Someone asked to reset the password of your account. If it was you, choose a new password with the link below; it works once and expires in one hour.',
      'If it was not you, you can ignore this email.',
    ],
    action: { label: 'Choose a new password', url },
  });
}
