import { describe, expect, it } from 'vitest';
import { auditDiff, describeAuditChange } from '../../shared/audit-summary';

const product = (price250: number | null, stock250 = 10) => ({
  id: 'p1',
  name: 'Chilli',
  showInShop: true,
  vatRateBps: 2000,
  updatedAt: '2026-01-01',
  variants: [
    { weight: '125g', priceNetPence: 450, tier1PriceNetPence: null, stock: 4 },
    { weight: '250g', priceNetPence: price250, tier1PriceNetPence: 700, stock: stock250 },
  ],
});

describe('describeAuditChange: the audit log in words', () => {
  it('product.update: one line per changed field, money as £ as recorded, sizes named', () => {
    expect(describeAuditChange({ action: 'product.update', before: product(833), after: product(917, 8) })).toEqual([
      '250g price: £8.33 → £9.17',
      '250g stock: 10 → 8',
    ]);
    expect(describeAuditChange({ action: 'product.update', before: product(null), after: product(917) })).toEqual([
      '250g price: — → £9.17',
    ]);
  });

  it('product.update: food information in the declaration’s words and units, not as stored', () => {
    const food = (saltDg: number | null, storage: string | null) => ({
      ...product(833),
      food: { ingredients: 'Beef', nutrition: { energyKj: 1100, saltDg }, storageConditions: storage },
      missingFood: saltDg === null ? ['nutrition (salt)'] : [],
    });
    expect(describeAuditChange({ action: 'product.update', before: food(null, null), after: food(42, 'Cool, dry') })).toEqual([
      'salt: — → 4.2 g',
      'storage conditions: — → Cool, dry',
    ]);
    expect(
      describeAuditChange({
        action: 'product.update',
        before: { food: { nutrition: { energyKj: 1100, energyKcal: 263 } } },
        after: { food: { nutrition: { energyKj: 1113, energyKcal: 263 } } },
      }),
    ).toEqual(['energy (kJ): 1100 → 1113']);
  });

  it('product.create, archive and delete are named, not diffed', () => {
    expect(describeAuditChange({ action: 'product.create', before: null, after: product(833) })).toEqual([
      "Created product 'Chilli'",
    ]);
    expect(describeAuditChange({ action: 'product.archive', before: product(833), after: product(833) })).toEqual([
      "Archived product 'Chilli' (kept for past orders)",
    ]);
    expect(describeAuditChange({ action: 'product.delete', before: product(833), after: null })).toEqual([
      "Deleted product 'Chilli'",
    ]);
  });

  it('promotions: create, activate, deactivate, update, delete', () => {
    const promo = { id: 'x', code: 'SPRING10', isActive: true, discountValue: 10 };
    expect(describeAuditChange({ action: 'promotion.create', before: null, after: promo })).toEqual([
      "Created promotion 'SPRING10'",
    ]);
    expect(describeAuditChange({ action: 'promotion.deactivate', before: promo, after: { ...promo, isActive: false } })).toEqual([
      "Deactivated promotion 'SPRING10'",
      'active: yes → no',
    ]);
    expect(describeAuditChange({ action: 'promotion.activate', before: { ...promo, isActive: false }, after: promo })[0]).toBe(
      "Activated promotion 'SPRING10'",
    );
    expect(describeAuditChange({ action: 'promotion.update', before: promo, after: { ...promo, discountValue: 15 } })).toEqual([
      'discount value: 10 → 15',
    ]);
    expect(describeAuditChange({ action: 'promotion.delete', before: promo, after: null })).toEqual([
      "Deleted promotion 'SPRING10'",
    ]);
  });

  it('orders, invoices and payments', () => {
    expect(
      describeAuditChange({
        action: 'order.ship',
        before: { status: 'packed' },
        after: { status: 'shipped', trackingReference: 'TR1' },
      }),
    ).toEqual(['status: packed → shipped', 'tracking reference: — → TR1']);
    expect(
      describeAuditChange({
        action: 'invoice.mark_paid',
        before: { status: 'awaiting_payment', invoiceStatus: 'unpaid' },
        after: { status: 'awaiting_payment', invoiceStatus: 'paid', creditedPence: 1250 },
      }),
    ).toEqual(['invoice status: unpaid → paid', 'credited: — → £12.50']);
    expect(
      describeAuditChange({
        action: 'payment.refund',
        before: null,
        after: { amountPence: 500, full: false, refundId: 're_1' },
      })[0],
    ).toBe('Refunded £5.00');
    expect(
      describeAuditChange({ action: 'payment.refunded', before: { refundedPence: 0 }, after: { refundedPence: 900 } }),
    ).toEqual(['refunded: £0.00 → £9.00']);
  });

  it('accounts, subscriptions, delivery and jobs', () => {
    expect(
      describeAuditChange({
        action: 'account.approve',
        before: { status: 'pending', role: 'customer' },
        after: { status: 'approved', role: 'wholesaler' },
      }),
    ).toEqual(['status: pending → approved', 'role: customer → wholesaler']);
    expect(
      describeAuditChange({
        action: 'account.adjust_balance',
        before: { balancePence: 0 },
        after: { balancePence: -2500, reason: 'Goodwill' },
      }),
    ).toEqual(['balance: £0.00 → -£25.00', 'reason: — → Goodwill']);
    expect(
      describeAuditChange({ action: 'subscription.pause', before: { status: 'active' }, after: { status: 'paused' } }),
    ).toEqual(['status: active → paused']);
    expect(
      describeAuditChange({ action: 'delivery.update', before: { tracked48Pence: 395 }, after: { tracked48Pence: 425 } }),
    ).toEqual(['tracked48: £3.95 → £4.25']);
    expect(
      describeAuditChange({ action: 'job.retry', before: { kind: 'email.send', status: 'dead' }, after: { status: 'queued' } }),
    ).toEqual(['Retried email.send', 'status: dead → queued']);
  });

  it('an action with no visible difference still says what was done', () => {
    expect(describeAuditChange({ action: 'account.update', before: { updatedAt: 'a' }, after: { updatedAt: 'b' } })).toEqual([
      'account update',
    ]);
    expect(auditDiff('not an object', [1, 2])).toEqual([]);
  });
});

describe('describeAuditChange: an owner’s page', () => {
  const page = (version: number, markdown: string) => ({ name: 'Delivery & Returns', version, startingText: false, markdown });

  it('shows the lines that changed, not the whole text twice', () => {
    const before = page(3, '## Delivery\n\nTracked 48 costs £3.95.\n\nWe dispatch within 2 days.\n');
    const after = page(4, '## Delivery\n\nTracked 48 costs £4.25.\n\nWe dispatch within 2 days.\n\nWe do not deliver abroad.\n');
    expect(describeAuditChange({ action: 'site_page.update', before, after })).toEqual([
      "Edited site page 'Delivery & Returns'",
      'version: 3 → 4',
      '− Tracked 48 costs £3.95.',
      '+ Tracked 48 costs £4.25.',
      '+ We do not deliver abroad.',
    ]);
  });

  it('lists at most 12 changed lines and counts the rest', () => {
    const lines = (prefix: string) => Array.from({ length: 10 }, (_, i) => `${prefix} line ${i}`).join('\n');
    const summary = describeAuditChange({
      action: 'site_page.update',
      before: page(1, lines('old')),
      after: page(2, lines('new')),
    });
    expect(summary).toHaveLength(2 + 12 + 1);
    expect(summary.at(-1)).toBe('… and 8 more changed lines');
  });
});

describe('describeAuditChange: promotions', () => {
  const promotion = (discountType: 'fixed' | 'percentage', discountValue: number) => ({
    id: 'b9f3a7de-52c4-4c1e-9a55-0d3f6c1f2e11',
    code: 'SPRING',
    discountType,
    discountValue,
    minOrderAmountPence: 0,
  });

  it('a discount reads in pounds when fixed and with a % sign when a percentage, each side in its own unit', () => {
    const change = (before: ReturnType<typeof promotion>, after: ReturnType<typeof promotion>) =>
      describeAuditChange({ action: 'promotion.update', before, after });
    expect(change(promotion('fixed', 500), promotion('fixed', 600))).toEqual(['discount value: £5.00 → £6.00']);
    expect(change(promotion('percentage', 1000), promotion('percentage', 1250))).toEqual(['discount value: 10% → 12.5%']);
    expect(change(promotion('fixed', 1000), promotion('percentage', 1000))).toEqual([
      'discount type: fixed → percentage',
      'discount value: £10.00 → 10%',
    ]);
  });

  it('names a released promotion by its code, never its id', () => {
    const id = 'b9f3a7de-52c4-4c1e-9a55-0d3f6c1f2e11';
    const change = {
      action: 'order.cancelled',
      before: { status: 'pending' },
      after: { status: 'cancelled', restockedUnits: 2, promotionReleased: id },
    };
    expect(describeAuditChange(change, { promotionCodes: new Map([[id, 'SPRING']]) })).toEqual([
      'status: pending → cancelled',
      'restocked units: — → 2',
      'promotion released: — → SPRING',
    ]);
    expect(describeAuditChange(change).join('\n')).not.toContain(id);
  });
});
