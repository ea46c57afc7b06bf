import { eq } from 'drizzle-orm';
import { hashPassword } from '../../server/auth/password';
import type { Db } from '../../server/db/client';
import type { Profile } from '../../server/db/schema/index';
import { account, products, productVariants, profiles, promotions, user } from '../../server/db/schema/index';
import type { SessionInfo } from '../../server/trpc/context';
import type { AccountStatus, AccountType, Role, Weight } from '../../shared/constants';
import { WEIGHTS } from '../../shared/constants';
import { slugify } from '../../shared/slug';

let sequence = 0;
const next = () => ++sequence;

// argon2id is slow by design; factories hash each distinct password once.
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string) =>
  hashes.get(password) ?? (hashes.set(password, hashPassword(password)).get(password) as Promise<string>);

export type UserOverrides = {
  email?: string;
  fullName?: string;
  role?: Role;
  accountType?: AccountType;
  status?: AccountStatus | null;
  emailVerified?: boolean;
  password?: string;
  businessName?: string | null;
  priceTier?: number | null;
  withProfile?: boolean;
};

export type MadeUser = { id: string; email: string; password: string; session: SessionInfo; profile: Profile | null };

/** Inserts a user (and by default a profile); returns what a tRPC context needs to act as them. */
export async function makeUser(db: Db, overrides: UserOverrides = {}): Promise<MadeUser> {
  const n = next();
  const id = crypto.randomUUID();
  const email = overrides.email ?? `user${n}-${id.slice(0, 6)}@example.com`;
  const password = overrides.password ?? 'correct-horse-battery';
  const fullName = overrides.fullName ?? `Test User ${n}`;
  const emailVerified = overrides.emailVerified ?? true;
  await db.insert(user).values({ id, name: fullName, email, emailVerified });
  await db
    .insert(account)
    .values({ id: crypto.randomUUID(), accountId: id, providerId: 'credential', userId: id, password: await hashOnce(password) });
  let profile: Profile | null = null;
  if (overrides.withProfile !== false) {
    const role = overrides.role ?? 'customer';
    const accountType = overrides.accountType ?? (role === 'admin' ? 'Admin' : role === 'wholesaler' ? 'Wholesale' : 'Customer');
    [profile = null] = await db
      .insert(profiles)
      .values({
        userId: id,
        email,
        fullName,
        role,
        accountType,
        status: overrides.status === undefined ? (role === 'wholesaler' ? 'approved' : null) : overrides.status,
        businessName: overrides.businessName ?? null,
        priceTier: overrides.priceTier ?? (role === 'wholesaler' ? 1 : null),
      })
      .returning();
  }
  const now = new Date();
  const session: SessionInfo = {
    user: { id, email, name: fullName, emailVerified },
    session: { id: crypto.randomUUID(), createdAt: now, expiresAt: new Date(now.getTime() + 86_400_000) },
  };
  return { id, email, password, session, profile };
}

export type ProductOverrides = Partial<typeof products.$inferInsert> & {
  variants?: Partial<
    Record<
      Weight,
      { priceNetPence?: number | null; stock?: number; tier1?: number | null; tier2?: number | null; tier3?: number | null }
    >
  >;
};

/** Inserts a product with a variant for every weight (override prices and stock per weight). */
export async function makeProduct(db: Db, overrides: ProductOverrides = {}) {
  const { variants, ...fields } = overrides;
  const name = fields.name ?? `Product ${next()}`;
  // Unique across the suite's shared database unless a test asks for a slug.
  const slug = fields.slug ?? `${slugify(name)}-${crypto.randomUUID().slice(0, 8)}`;
  const [product] = await db
    .insert(products)
    .values({ vatRate: '0.2000', ...fields, name, slug })
    .returning();
  if (!product) throw new Error('product insert failed');
  await db.insert(productVariants).values(
    WEIGHTS.map((weight) => {
      const v = variants?.[weight];
      return {
        productId: product.id,
        weight,
        priceNetPence: v && 'priceNetPence' in v ? (v.priceNetPence ?? null) : 1000,
        stock: v?.stock ?? 10,
        tier1PriceNetPence: v?.tier1 ?? 800,
        tier2PriceNetPence: v?.tier2 ?? 750,
        tier3PriceNetPence: v?.tier3 ?? 700,
      };
    }),
  );
  return product;
}

export async function profileOf(db: Db, userId: string) {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  return row ?? null;
}

export async function makePromotion(db: Db, overrides: Partial<typeof promotions.$inferInsert> = {}) {
  const [row] = await db
    .insert(promotions)
    .values({ code: `CODE${next()}`, discountType: 'percentage', discountValue: 1000, ...overrides })
    .returning();
  if (!row) throw new Error('promotion insert failed');
  return row;
}

export const shipping = { fullName: 'Mary Maker', address1: '12 High Street', city: 'Leeds', postcode: 'LS1 4AP' };
