import express from 'express';
import type pg from 'pg';
import superjson from 'superjson';
import { sessionCookieName } from '../server/auth/auth';
import { signedSessionToken } from '../server/auth/session-reader';
import type { AppConfig } from '../server/config';
import { orderConfirmationEmail } from '../server/mail/order-emails';
import { formatInvoiceNumber } from '../server/modules/invoice/numbering';
import { paymentProviders } from '../server/modules/order/payment';
import type { ShopProduct } from '../shared/catalogue';
import { grossFromNet, vatRateToBps } from '../shared/pricing';
import { placeOrderInputSchema } from '../shared/schemas/checkout';
import { lineAmounts, orderTotals } from '../shared/totals';
import { BENCH_AUTH_SECRET } from './config';

/**
 * The hand-written baselines of the plan: plain Express 5 + pg, no ORM, no tRPC.
 * B2 answers GET /api/trpc/shop.listProducts?batch=1… (as /shop asks) with the same body as the app;
 * B5 (hand) answers POST /api/trpc/order.place doing the same writes as the app in one transaction.
 */

type ShopRow = {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  image_url: string | null;
  vat_rate: string | null;
  supports_moisture_options: boolean;
  ingredients: string | null;
  allergens: string[];
  food: ShopProduct['food'];
  variants: { weight: ShopProduct['variants'][number]['weight']; net: number | null; stock: number }[];
};

const SHOP_SQL = `
  select p.id, p.name, p.slug, p.description, p.image_url, p.vat_rate, p.supports_moisture_options, p.ingredients, p.allergens,
    json_build_object(
      'nutrition', json_build_object('energyKj', p.energy_kj, 'energyKcal', p.energy_kcal, 'fatDg', p.fat_dg,
        'saturatesDg', p.saturates_dg, 'carbohydrateDg', p.carbohydrate_dg, 'sugarsDg', p.sugars_dg,
        'proteinDg', p.protein_dg, 'saltDg', p.salt_dg),
      'storageConditions', p.storage_conditions, 'onceOpenedAdvice', p.once_opened_advice, 'beefOrigin', p.beef_origin,
      'placeOfManufacture', p.place_of_manufacture, 'meatContent', p.meat_content, 'shelfLife', p.shelf_life) as food,
    coalesce((select json_agg(json_build_object('weight', v.weight, 'net', v.price_net_pence, 'stock', v.stock) order by v.weight)
              from product_variants v where v.product_id = p.id), '[]'::json) as variants
  from products p
  where p.show_in_shop and p.archived_at is null
  order by p.name`;

/** B2's work without HTTP: one statement, mapped to the shop's JSON shape. */
export async function handShopList(pool: pg.Pool): Promise<ShopProduct[]> {
  const { rows } = await pool.query<ShopRow>(SHOP_SQL);
  return rows.map((r) => {
    const vatRateBps = vatRateToBps(r.vat_rate);
    return {
      id: r.id,
      name: r.name,
      slug: r.slug,
      description: r.description,
      imageUrl: r.image_url,
      // The benchmark's products have no gallery (bench/db.ts attaches none).
      images: [],
      vatRateBps,
      supportsMoistureOptions: r.supports_moisture_options,
      ingredients: r.ingredients,
      allergens: r.allergens,
      food: r.food,
      variants: r.variants.map((v) => ({
        weight: v.weight,
        netPence: v.net,
        grossPence: v.net === null ? null : grossFromNet(v.net, vatRateBps),
        stock: v.stock,
      })),
    };
  });
}

export function shopListApp(pool: pg.Pool): express.Express {
  const app = express();
  app.disable('x-powered-by');
  // The batch link's answer to one call, with the app's transformer (superjson).
  app.get('/api/trpc/shop.listProducts', async (_req, res, next) => {
    try {
      res.json([{ result: { data: superjson.serialize(await handShopList(pool)) } }]);
    } catch (error) {
      next(error);
    }
  });
  return app;
}

const COOKIE = sessionCookieName(true);

type CartRow = {
  cart_id: string;
  product_id: string;
  weight: string;
  moisture: string;
  quantity: number;
  name: string;
  vat_rate: string | null;
  buyable: boolean;
  variant_id: string | null;
  price_net_pence: number | null;
  stock: number | null;
};

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export function placeOrderApp(pool: pg.Pool, config: AppConfig): express.Express {
  const app = express();
  app.disable('x-powered-by');
  const provider = paymentProviders(config).bank_transfer;
  app.post('/api/trpc/order.place', express.json(), async (req, res) => {
    try {
      const input = placeOrderInputSchema.safeParse(superjson.deserialize(req.body));
      if (!input.success) throw new HttpError(400, 'Invalid input');
      // The signed cookie checked as the app checks it, with better-auth's public signing helpers.
      const token = await signedSessionToken(req.headers.cookie, COOKIE, BENCH_AUTH_SECRET);
      if (!token) throw new HttpError(401, 'Please log in to continue.');
      const { rows: sessions } = await pool.query<{ user_id: string; email: string }>(
        `select s.user_id, u.email from session s join "user" u on u.id = s.user_id
         where s.token = $1 and s.expires_at > now() and u.email_verified`,
        [token],
      );
      const session = sessions[0];
      if (!session) throw new HttpError(401, 'Please log in to continue.');
      const placed = await placeInTransaction(pool, session.user_id, session.email, input.data);
      res.json({ result: { data: superjson.serialize(placed) } });
    } catch (error) {
      const status = error instanceof HttpError ? error.status : 500;
      if (status === 500) console.error('[bench] hand-written order failed', error);
      res.status(status).json({ error: { message: error instanceof Error ? error.message : 'failed' } });
    }
  });

  async function placeInTransaction(
    db: pg.Pool,
    userId: string,
    email: string,
    input: ReturnType<typeof placeOrderInputSchema.parse>,
  ): Promise<{ orderId: string; number: number; totalPence: number; status: string; replayed: boolean }> {
    const client = await db.connect();
    try {
      await client.query('begin');
      const { rows: cart } = await client.query<CartRow>(
        `select c.id as cart_id, ci.product_id, ci.weight, ci.moisture, ci.quantity, p.name, p.vat_rate,
                (p.show_in_shop and p.archived_at is null) as buyable, v.id as variant_id, v.price_net_pence, v.stock
         from carts c
         join cart_items ci on ci.cart_id = c.id
         join products p on p.id = ci.product_id
         left join product_variants v on v.product_id = p.id and v.weight = ci.weight
         where c.user_id = $1
         order by ci.added_at, ci.id`,
        [userId],
      );
      if (cart.length === 0) throw new HttpError(400, 'Your cart is empty');
      const lines = cart.map((row) => {
        if (!row.buyable || row.variant_id === null || row.price_net_pence === null || (row.stock ?? 0) < row.quantity)
          throw new HttpError(409, `${row.name} ${row.weight} cannot be bought`);
        const vatRateBps = vatRateToBps(row.vat_rate);
        const unitNetPence = row.price_net_pence;
        return {
          ...row,
          variantId: row.variant_id,
          productName: row.name,
          unitNetPence,
          vatRateBps,
          ...lineAmounts({ unitNetPence, vatRateBps, quantity: row.quantity }),
        };
      });
      const totals = orderTotals({ lines });
      const shipping = { ...input.shipping, address2: input.shipping.address2 ?? null };
      const { rows: orderRows } = await client.query<{ id: string; number: number }>(
        `insert into orders (user_id, status, source, payment_method, shipping_address, subtotal_net_pence, vat_pence, total_pence, idempotency_key,
                             shipping_charge_net_pence)
         values ($1, 'awaiting_payment', 'shop', $2, $3, $4, $5, $6, $7, $8) returning id, number`,
        [
          userId,
          input.paymentMethod,
          JSON.stringify(shipping),
          totals.subtotalNetPence,
          totals.vatPence,
          totals.totalPence,
          input.idempotencyKey,
          totals.shippingChargeNetPence,
        ],
      );
      const order = orderRows[0];
      if (!order) throw new Error('order insert returned nothing');

      // Conditional stock updates, locking the variants in id order (no deadlocks), in one statement.
      const byVariant = new Map<string, number>();
      for (const l of lines) byVariant.set(l.variantId, (byVariant.get(l.variantId) ?? 0) + l.quantity);
      const ids = [...byVariant.keys()].sort();
      const quantities = ids.map((id) => byVariant.get(id) ?? 0);
      const taken = await client.query(
        `with locked as (select id from product_variants where id = any($1::uuid[]) order by id for update)
         update product_variants v set stock = v.stock - x.qty
         from unnest($1::uuid[], $2::int[]) as x(id, qty)
         where v.id = x.id and v.id in (select id from locked) and v.stock >= x.qty
         returning v.id`,
        [ids, quantities],
      );
      if (taken.rowCount !== ids.length) throw new HttpError(409, 'Sorry, an item is out of stock.');
      await client.query(
        `insert into stock_movements (variant_id, delta, reason, order_id, actor_user_id)
         select x.id, -x.qty, 'order', $3, $4 from unnest($1::uuid[], $2::int[]) as x(id, qty)`,
        [ids, quantities, order.id, userId],
      );
      await client.query(
        `insert into order_items (order_id, product_id, variant_id, product_name, weight, moisture, unit_net_pence, vat_rate_bps,
                                  quantity, line_net_pence, line_vat_pence, line_total_pence)
         select $1, x.product_id, x.variant_id, x.product_name, x.weight::weight, x.moisture::moisture, x.unit_net_pence,
                x.vat_rate_bps, x.quantity, x.line_net_pence, x.line_vat_pence, x.line_total_pence
         from json_to_recordset($2::json) as x(product_id uuid, variant_id uuid, product_name text, weight text, moisture text,
              unit_net_pence int, vat_rate_bps int, quantity int, line_net_pence int, line_vat_pence int, line_total_pence int)`,
        [
          order.id,
          JSON.stringify(
            lines.map((l) => ({
              product_id: l.product_id,
              variant_id: l.variantId,
              product_name: l.productName,
              weight: l.weight,
              moisture: l.moisture,
              unit_net_pence: l.unitNetPence,
              vat_rate_bps: l.vatRateBps,
              quantity: l.quantity,
              line_net_pence: l.lineNetPence,
              line_vat_pence: l.lineVatPence,
              line_total_pence: l.lineTotalPence,
            })),
          ),
        ],
      );
      await client.query(
        `insert into order_events (order_id, status, note, actor_user_id) values ($1, 'awaiting_payment', $2, $3)`,
        [order.id, provider.label, userId],
      );
      const { rows: counter } = await client.query<{ last_number: number }>(
        `insert into invoice_counter (id, last_number) values (1, 1)
         on conflict (id) do update set last_number = invoice_counter.last_number + 1 returning last_number`,
      );
      const invoiceNumber = counter[0]?.last_number;
      if (invoiceNumber === undefined) throw new Error('invoice counter returned nothing');
      const reference = formatInvoiceNumber(invoiceNumber);
      const instructions = provider.instructions(reference);
      await client.query(
        `insert into invoices (number, order_id, user_id, subtotal_net_pence, vat_pence, discount_pence, shipping_pence, total_pence,
                               payment_instructions)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          invoiceNumber,
          order.id,
          userId,
          totals.subtotalNetPence,
          totals.vatPence,
          totals.goodsDiscountPence,
          totals.shippingPence,
          totals.totalPence,
          instructions,
        ],
      );
      const mail = orderConfirmationEmail({
        to: email,
        fullName: input.shipping.fullName,
        orderNumber: order.number,
        invoiceNumber: reference,
        lines,
        totals,
        deliveryService: 'Tracked 48',
        promotionCode: null,
        paymentInstructions: instructions,
        dueDate: null,
        baseUrl: config.baseUrl,
        shippingAddress: shipping,
        paymentMethod: input.paymentMethod,
        seller: config.seller,
        // The baseline records no page versions (the app reads them once per order, outside its transaction).
        termsVersion: null,
        deliveryReturnsVersion: null,
      });
      await client.query(`insert into email_outbox ("to", subject, text, html) values ($1, $2, $3, $4)`, [
        mail.to,
        mail.subject,
        mail.text,
        mail.html ?? null,
      ]);
      await client.query('delete from cart_items where cart_id = $1', [cart[0]?.cart_id]);
      await client.query('commit');
      return {
        orderId: order.id,
        number: order.number,
        totalPence: totals.totalPence,
        status: 'awaiting_payment',
        replayed: false,
      };
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }
  return app;
}
