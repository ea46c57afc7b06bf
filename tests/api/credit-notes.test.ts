import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  creditNotes,
  emailOutbox,
  invoices,
  orderItems,
  orders,
  productVariants,
  promotionRedemptions,
  promotions,
} from '../../server/db/schema/index';
import { issueCreditNote } from '../../server/modules/invoice/credit-note';
import { formatCreditNoteNumber, negate, negateRates } from '../../shared/credit-notes';
import { placeOrderAs } from '../support/admin';
import { type MadeUser, makeProduct, makePromotion, makeUser } from '../support/factories';
import { httpClient } from '../support/http';
import { amountAfter, amountsAfter, pdfText } from '../support/pdf-text';
import { createTestShop, type TestShop } from '../support/test-shop';

let shop: TestShop;
let baseUrl: string;
let admin: MadeUser;
let standard: { id: string };
let zeroRated: { id: string };
beforeAll(async () => {
  shop = await createTestShop();
  baseUrl = await shop.listen();
  admin = await makeUser(shop.database.db, { role: 'admin' });
  standard = await makeProduct(shop.database.db, { name: 'Chilli', variants: { '250g': { priceNetPence: 832, stock: 100 } } });
  zeroRated = await makeProduct(shop.database.db, {
    name: 'Plain Dried Beef',
    vatRate: '0.0000',
    variants: { '500g': { priceNetPence: 1500, stock: 100 } },
  });
});
afterAll(() => shop.close());

const db = () => shop.database.db;
const adminApi = () => shop.callerFor(admin).adminOrders;

async function stockOf(productId: string, weight: '250g' | '500g') {
  const [row] = await db()
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), eq(productVariants.weight, weight)));
  return row?.stock;
}

/** A paid two-rate order (20% and 0%) with a percentage code. */
async function paidMixedOrder(me: MadeUser, code: string) {
  const placed = await placeOrderAs(
    shop,
    me,
    [
      { productId: standard.id, weight: '250g', quantity: 2 },
      { productId: zeroRated.id, weight: '500g', quantity: 1 },
    ],
    { promotionCode: code },
  );
  await adminApi().transition({ id: placed.orderId, to: 'paid' });
  const [invoice] = await db().select().from(invoices).where(eq(invoices.orderId, placed.orderId));
  if (!invoice) throw new Error('no invoice');
  return { placed, invoice };
}

async function notesOf(orderId: string) {
  return db().select().from(creditNotes).where(eq(creditNotes.orderId, orderId)).orderBy(creditNotes.number);
}

describe('cancelling a paid order issues a credit note', () => {
  it('negates the invoice per line and per VAT rate, leaves the invoice as issued, returns stock and promotion use once', async () => {
    const promo = await makePromotion(db(), { code: 'TENOFF', discountValue: 1000 });
    const me = await makeUser(db());
    const stockBefore = [await stockOf(standard.id, '250g'), await stockOf(zeroRated.id, '500g')];
    const { placed, invoice } = await paidMixedOrder(me, 'TENOFF');
    expect(invoice.vatSummary.map((r) => r.vatRateBps).sort()).toEqual([0, 2000]);

    const cancelled = await adminApi().transition({ id: placed.orderId, to: 'cancelled' });
    expect(cancelled).toMatchObject({ status: 'cancelled', restockedUnits: 3, promotionReleased: promo.id, refundDue: true });

    const [note, ...more] = await notesOf(placed.orderId);
    expect(more).toEqual([]);
    const reference = formatCreditNoteNumber(note?.number as number);
    expect(cancelled).toMatchObject({ creditNote: reference });
    expect(note).toMatchObject({
      kind: 'full',
      invoiceId: invoice.id,
      userId: me.id,
      totalPence: -invoice.totalPence,
      vatPence: -invoice.vatPence,
      subtotalNetPence: -invoice.subtotalNetPence,
      shippingPence: -invoice.shippingPence,
      discountPence: -invoice.discountPence,
      shippingDiscountPence: -invoice.shippingDiscountPence,
    });
    // 10% came off the £3.95 delivery too (40p), and the credit negates that with the rest.
    expect(invoice.shippingDiscountPence).toBe(40);
    expect(note?.vatSummary).toEqual(negateRates(invoice.vatSummary));
    const items = await db().select().from(orderItems).where(eq(orderItems.orderId, placed.orderId));
    expect(
      note?.lines
        .filter((l) => l.quantity > 0 && !l.description.startsWith('Delivery'))
        .map((l) => l.netPence)
        .sort(),
    ).toEqual(items.map((i) => -i.lineNetPence).sort());

    // The invoice is not edited: still paid, same figures.
    const [after] = await db().select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(after).toMatchObject({ status: 'paid', totalPence: invoice.totalPence, vatPence: invoice.vatPence });
    // Stock and the code's use are back, once.
    expect([await stockOf(standard.id, '250g'), await stockOf(zeroRated.id, '500g')]).toEqual(stockBefore);
    expect((await db().select().from(promotions).where(eq(promotions.id, promo.id)))[0]?.currentUses).toBe(0);
    expect(await db().select().from(promotionRedemptions).where(eq(promotionRedemptions.orderId, placed.orderId))).toEqual([]);

    // Cancelling again is refused; a later full credit (e.g. a refund webhook) finds nothing left and returns nothing.
    await expect(adminApi().transition({ id: placed.orderId, to: 'cancelled' })).rejects.toMatchObject({ code: 'CONFLICT' });
    const again = await db().transaction((tx) =>
      issueCreditNote(tx, shop.deps, { orderId: placed.orderId, amountPence: 'full', reason: 'Refund', actorUserId: null }),
    );
    expect(again).toEqual({ creditNote: null, creditedToAccountPence: 0, restockedUnits: 0, promotionReleased: null });
    expect([await stockOf(standard.id, '250g'), await stockOf(zeroRated.id, '500g')]).toEqual(stockBefore);
    expect(await notesOf(placed.orderId)).toHaveLength(1);

    // The customer is told, and sees it beside the invoices; so does the admin.
    const [mail] = await db()
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.to, me.email),
          eq(emailOutbox.subject, `Credit note ${reference} for your Royal Biltong order #${placed.number}`),
        ),
      );
    expect(mail?.text).toContain(`against invoice RB-${String(invoice.number).padStart(6, '0')}`);
    const [mine] = await shop.callerFor(me).invoice.listMyCreditNotes();
    expect(mine).toMatchObject({
      id: note?.id,
      reference: reference,
      totalPence: -invoice.totalPence,
      orderNumber: placed.number,
    });
    const listed = (await shop.callerFor(admin).adminInvoices.creditNotes()).rows.find((c) => c.id === note?.id);
    expect(listed).toMatchObject({ totalPence: -invoice.totalPence, vatPence: -invoice.vatPence, customerEmail: me.email });

    // The PDF: titled 'Credit note', naming the invoice, with the negated figures.
    const browser = httpClient(baseUrl);
    await browser.post('/api/auth/sign-in/email', { email: me.email, password: me.password });
    const response = await browser.get(`/api/credit-notes/${note?.id}/pdf`);
    expect(response.status).toBe(200);
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(reference);
    expect(text).toMatch(new RegExp(`Credits invoice\\s+RB-${String(invoice.number).padStart(6, '0')}`));
    expect(amountAfter(text, 'Total credited')).toBe(-invoice.totalPence);
    // Rows that add up as the invoice's did: the whole discount and the delivery at its list price, negated.
    expect(amountAfter(text, 'Discount (TENOFF)')).toBe(invoice.discountPence + invoice.shippingDiscountPence);
    expect(amountAfter(text, 'Delivery (Tracked 48)')).toBe(-(invoice.shippingPence + invoice.shippingDiscountPence));
    expect(amountsAfter(text, 'Total')).toEqual([invoice.vatPence - invoice.totalPence, -invoice.vatPence, -invoice.totalPence]);
    for (const rate of invoice.vatSummary) {
      const label = `${(rate.vatRateBps ?? 0) / 100}%`;
      expect(amountsAfter(text, label).slice(-3)).toEqual([
        negate(rate.netPence),
        negate(rate.vatPence),
        negate(rate.grossPence),
      ]);
    }
  });

  it('cancelling an unpaid order keeps today’s behaviour: no credit note, the invoice is void', async () => {
    const me = await makeUser(db());
    const placed = await placeOrderAs(shop, me, [{ productId: standard.id, weight: '250g', quantity: 1 }]);
    const cancelled = await adminApi().transition({ id: placed.orderId, to: 'cancelled' });
    expect(cancelled).toMatchObject({ invoiceStatus: 'void', creditNote: null, restockedUnits: 1, refundDue: false });
    expect(await notesOf(placed.orderId)).toEqual([]);
  });
});

describe('issueCreditNote for part refunds', () => {
  it('apportions a part credit across the invoice’s VAT rates, returns no stock, refuses more than is left, and a full credit takes the rest', async () => {
    await makePromotion(db(), { code: 'PARTS5', discountValue: 500 });
    const me = await makeUser(db());
    const { placed, invoice } = await paidMixedOrder(me, 'PARTS5');
    const stock = await stockOf(standard.id, '250g');
    const credit = (amountPence: 'full' | number) =>
      db().transaction((tx) =>
        issueCreditNote(tx, shop.deps, { orderId: placed.orderId, amountPence, reason: 'Damaged bag', actorUserId: admin.id }),
      );

    const part = await credit(500);
    expect(part).toMatchObject({ restockedUnits: 0, promotionReleased: null, creditNote: { totalPence: -500 } });
    const [first] = await notesOf(placed.orderId);
    expect(first?.kind).toBe('partial');
    expect(first?.vatSummary.reduce((sum, r) => sum + r.grossPence, 0)).toBe(-500);
    expect(first?.vatSummary.find((r) => r.vatRateBps === 0)?.vatPence ?? 0).toBe(0);
    expect(await stockOf(standard.id, '250g')).toBe(stock);

    await expect(credit(invoice.totalPence)).rejects.toMatchObject({
      message: expect.stringContaining('is more than the'),
    });
    await expect(credit(0)).rejects.toMatchObject({ code: 'BAD_REQUEST' });

    const rest = await credit('full');
    expect(rest.creditNote?.totalPence).toBe(-(invoice.totalPence - 500));
    expect(rest.restockedUnits).toBe(3);
    const notes = await notesOf(placed.orderId);
    expect(notes.reduce((sum, n) => sum + n.totalPence, 0)).toBe(-invoice.totalPence);
    // One number series without gaps.
    expect(notes.map((n) => n.number)).toEqual([notes[0]?.number as number, (notes[0]?.number as number) + 1]);
  });

  it('refuses an unpaid invoice: cancelling voids it instead', async () => {
    const me = await makeUser(db());
    const placed = await placeOrderAs(shop, me, [{ productId: standard.id, weight: '250g', quantity: 1 }]);
    await expect(
      db().transaction((tx) =>
        issueCreditNote(tx, shop.deps, { orderId: placed.orderId, amountPence: 'full', reason: 'x', actorUserId: null }),
      ),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('is not paid') });
    expect((await db().select().from(orders).where(eq(orders.id, placed.orderId)))[0]?.goodsReturnedAt).toBeNull();
  });
});
