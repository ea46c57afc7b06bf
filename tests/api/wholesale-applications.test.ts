import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WHOLESALE_APPLICATIONS_PER_IP } from '../../server/auth/request-guards';
import { emailOutbox } from '../../server/db/schema/index';
import { makeUser } from '../support/factories';
import { httpClient } from '../support/http';
import { createTestShop, type TestShop } from '../support/test-shop';

// A trade account application mails every admin: the applicant's words never reach a subject, and one
// address cannot send a stream of them.

let shop: TestShop;
let baseUrl: string;
beforeAll(async () => {
  shop = await createTestShop({ rateLimit: true });
  baseUrl = await shop.listen();
});
afterAll(() => shop.close());

const apply = (n: number, businessName: string) =>
  httpClient(baseUrl).post('/api/auth/sign-up/email', {
    name: `Applicant ${n}`,
    email: `applicant${n}@trade.example`,
    password: 'deadlifts-and-biltong',
    profile: { accountType: 'Wholesale', fullName: `Applicant ${n}`, businessName, companyType: 'gym', phone: '0113 496 0000' },
  });

describe('wholesale applications', () => {
  it("the admins' email has a fixed subject; the applicant's text is only in the body", async () => {
    const admin = await makeUser(shop.database.db, { role: 'admin' });
    const hostile = 'URGENT: your account is suspended, log in at evil.example';
    expect((await apply(0, hostile)).status).toBe(200);
    const mails = await shop.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, admin.email));
    expect(mails.map((m) => m.subject)).toEqual(['New wholesale application to review']);
    expect(mails[0]?.text).toContain(hostile);
  });

  it('limited per client IP: refused after the limit with a clear message', async () => {
    const statuses: number[] = [];
    let message = '';
    for (let n = 1; n <= WHOLESALE_APPLICATIONS_PER_IP.max + 2; n++) {
      const response = await apply(n, `Gym ${n}`);
      statuses.push(response.status);
      if (response.status === 429) message ||= ((await response.json()) as { message: string }).message;
    }
    // The first test's application counts too.
    const allowed = WHOLESALE_APPLICATIONS_PER_IP.max - 1;
    expect(statuses).toEqual([...Array(allowed).fill(200), 429, 429, 429]);
    expect(message).toBe('Too many trade account applications have come from your network. Please try again later.');
  });
});
