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
  /** Further links under the action (a subscription email's one-click links), one per line. */
  links?: { label: string; url: string }[];
}): OutgoingEmail {
  const { to, subject, greeting, paragraphs, action, links = [] } = input;
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    ...links.map((link) => `${link.label}: ${link.url}`),
    ...(links.length ? [''] : []),
    `— ${BRAND}`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Georgia,serif;color:#2b1d14;background:#faf6ef;padding:24px">
<div style="max-width:560px;margin:auto;background:#fff;padding:32px;border-top:4px solid #7a1f2b">
<h1 style="font-size:22px;color:#7a1f2b;margin-top:0">${BRAND}</h1>
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${action ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#7a1f2b;color:#fff;padding:12px 20px;text-decoration:none;border-radius:4px">${escapeHtml(action.label)}</a></p><p style="font-size:12px;color:#6b5b4e;overflow-wrap:anywhere;word-break:break-all">Or paste this link into your browser: ${escapeHtml(action.url)}</p>` : ''}
${links.length ? `<ul style="padding-left:18px">${links.map((l) => `<li style="margin:6px 0"><a href="${escapeHtml(l.url)}" style="color:#7a1f2b">${escapeHtml(l.label)}</a></li>`).join('')}</ul>` : ''}
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

/** The link that confirms a new email address: the change happens only when it is followed. */
export function changeEmailConfirmationEmail({ to, name, url }: { to: string; name: string; url: string }): OutgoingEmail {
  return layoutEmail({
    to,
    subject: 'Confirm your new email address',
    greeting: `Hello ${name},`,
    paragraphs: [
      `You asked to use ${to} for your Royal Biltong account. Please confirm this address; until you do, your account keeps its current email address.`,
      'This link expires in 24 hours. If you did not ask for this change, ignore this email and nothing changes.',
    ],
    action: { label: 'Confirm my new email', url },
  });
}

/**
 * better-auth sends both the sign-up verification and the change-email link through one callback;
 * the token's payload names the new address (`updateTo`) only for a change. Its signature is checked
 * when the link is followed; here it only picks the wording.
 */
export function isEmailChangeToken(token: string): boolean {
  const [, payload = ''] = token.split('.');
  try {
    return typeof JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))?.updateTo === 'string';
  } catch {
    return false;
  }
}

/** The email for better-auth's verification callback: sign-up verification or change-email confirmation. */
export function emailVerificationMessage(input: { to: string; name: string; url: string; token: string }): OutgoingEmail {
  const { token, ...message } = input;
  return isEmailChangeToken(token) ? changeEmailConfirmationEmail(message) : verificationEmail(message);
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
