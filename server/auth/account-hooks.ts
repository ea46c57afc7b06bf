import { eq } from 'drizzle-orm';
import type { SignUpProfile } from '../../shared/schemas/auth';
import type { Db } from '../db/client';
import { profiles } from '../db/schema/index';
import type { Mailer } from '../mail/mailer';
import { layoutEmail } from '../mail/templates';

/** After a confirmed email change: the profile follows, and the old address is told. */
export async function syncChangedEmail(db: Db, mailer: Mailer, changed: { id: string; email: string }) {
  const [profile] = await db
    .select({ email: profiles.email, fullName: profiles.fullName })
    .from(profiles)
    .where(eq(profiles.userId, changed.id));
  if (!profile || profile.email === changed.email) return;
  await db.transaction(async (tx) => {
    await tx.update(profiles).set({ email: changed.email, updatedAt: new Date() }).where(eq(profiles.userId, changed.id));
    await mailer.enqueue(
      layoutEmail({
        to: profile.email,
        subject: 'Your email address was changed',
        greeting: `Hello ${profile.fullName},`,
        paragraphs: [
          `The email address of your Royal Biltong account is now ${changed.email}.`,
          'If you did not make this change, please reply to this email straight away.',
        ],
      }),
      tx,
    );
  });
}

/**
 * A new wholesale application: every admin gets an email to review it. The subject is fixed: what the
 * applicant typed goes only into the body (escaped there), never into a subject, where a mail client shows it
 * as the shop's own words.
 */
export async function notifyAdminsOfApplication(
  db: Db,
  mailer: Mailer,
  baseUrl: string,
  application: SignUpProfile & { accountType: 'Wholesale' },
  email: string,
) {
  const admins = await db.select({ email: profiles.email }).from(profiles).where(eq(profiles.role, 'admin'));
  for (const admin of admins) {
    await mailer.enqueue(
      layoutEmail({
        to: admin.email,
        subject: 'New wholesale application to review',
        greeting: 'Hello,',
        paragraphs: [
          `${application.fullName} (${email}, ${application.phone}) applied for a trade account for ${application.businessName} (${application.companyType}).`,
          'Review it in Account Management.',
        ],
        action: { label: 'Review applications', url: `${baseUrl}/account` },
      }),
    );
  }
}
