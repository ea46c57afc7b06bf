import { and, count, eq, isNull } from 'drizzle-orm';
import { WEIGHTS } from '../../shared/constants';
import type { Auth } from '../auth/auth';
import { hashPassword } from '../auth/password';
import type { Logger } from '../logger';
import type { Db } from './client';
import {
  DEMO_ACCOUNTS,
  DEMO_NET_PRICES,
  DEMO_PRODUCTS,
  DEMO_PROMOTIONS,
  DEMO_TIER_SHARE,
  DEMO_TRADE_CREDIT_LIMIT_PENCE,
} from './demo-data';
import { account, products, productVariants, profiles, promotions, user } from './schema/index';

/**
 * Development only: the five flavours and the spice, two promotion codes and the demo accounts.
 * Idempotent, so it runs on every start; refused in production.
 */
export async function seedDemoData({ db, logger }: { db: Db; auth?: Auth; logger: Logger }): Promise<void> {
  if (process.env.NODE_ENV === 'production') throw new Error('Demo data is never seeded in production.');
  const [existing] = await db.select({ value: count() }).from(products);
  if ((existing?.value ?? 0) === 0) {
    await db.transaction(async (tx) => {
      for (const demo of DEMO_PRODUCTS) {
        const [product] = await tx
          .insert(products)
          .values({
            name: demo.name,
            slug: demo.slug,
            description: demo.description,
            imageUrl: `/images/products/${demo.slug}.svg`,
            vatRate: demo.vatRate ?? '0.2000',
            supportsMoistureOptions: demo.supportsMoistureOptions,
            showInSubscriptions: demo.showInSubscriptions ?? true,
            ingredients: demo.ingredients,
            allergens: demo.allergens,
            ...demo.food,
            packageLengthCm: '20.00',
            packageWidthCm: '14.00',
            packageHeightCm: '3.00',
            weightKg: '0.300',
          })
          .returning({ id: products.id });
        if (!product) throw new Error('product insert returned nothing');
        const net = demo.netPrices ?? DEMO_NET_PRICES;
        await tx.insert(productVariants).values(
          WEIGHTS.map((weight) => ({
            productId: product.id,
            weight,
            priceNetPence: net[weight],
            tier1PriceNetPence: Math.round(net[weight] * DEMO_TIER_SHARE[1]),
            tier2PriceNetPence: Math.round(net[weight] * DEMO_TIER_SHARE[2]),
            tier3PriceNetPence: Math.round(net[weight] * DEMO_TIER_SHARE[3]),
            stock: demo.stock[weight],
          })),
        );
      }
      await tx.insert(promotions).values(DEMO_PROMOTIONS).onConflictDoNothing();
    });
    logger.info(`seeded ${DEMO_PRODUCTS.length} demo products`);
  } else {
    // A development database seeded before products had food information gets it, once (untouched rows only).
    for (const demo of DEMO_PRODUCTS) {
      await db
        .update(products)
        .set(demo.food)
        .where(and(eq(products.slug, demo.slug), isNull(products.energyKj), isNull(products.storageConditions)));
    }
  }

  for (const demo of DEMO_ACCOUNTS) {
    const [found] = await db.select({ id: user.id }).from(user).where(eq(user.email, demo.email)).limit(1);
    if (found) continue;
    const userId = crypto.randomUUID();
    const passwordHash = await hashPassword(demo.password);
    await db.transaction(async (tx) => {
      await tx.insert(user).values({ id: userId, name: demo.fullName, email: demo.email, emailVerified: true });
      await tx
        .insert(account)
        .values({ id: crypto.randomUUID(), accountId: userId, providerId: 'credential', userId, password: passwordHash });
      const wholesale = demo.kind === 'wholesaler' || demo.kind === 'pending';
      await tx.insert(profiles).values({
        userId,
        email: demo.email,
        fullName: demo.fullName,
        address1: '1 Castle Yard',
        city: 'York',
        postcode: 'YO1 7HH',
        accountType: demo.kind === 'admin' ? 'Admin' : wholesale ? 'Wholesale' : 'Customer',
        role: demo.kind === 'admin' ? 'admin' : demo.kind === 'wholesaler' ? 'wholesaler' : 'customer',
        status: demo.kind === 'wholesaler' ? 'approved' : demo.kind === 'pending' ? 'pending' : null,
        businessName: demo.kind === 'wholesaler' ? 'The Crown & Anchor' : demo.kind === 'pending' ? 'Iron Temple Gym' : null,
        companyType: demo.kind === 'wholesaler' ? 'pub' : demo.kind === 'pending' ? 'gym' : null,
        priceTier: demo.kind === 'wholesaler' ? 2 : null,
        termsDays: demo.kind === 'wholesaler' ? 30 : null,
        creditLimitPence: demo.kind === 'wholesaler' ? DEMO_TRADE_CREDIT_LIMIT_PENCE : null,
      });
    });
    logger.info(`seeded demo account ${demo.email}`);
  }
}
