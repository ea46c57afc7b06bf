import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { makePromotion, renderAdminApp } from './support/admin-fixtures';
import { ok, type TrpcResolvers, trpcError } from './support/msw';

const user = userEvent.setup({ delay: null });

const WELCOME = makePromotion();
const FIVEOFF = makePromotion({
  id: '33333333-3333-4333-8333-333333333334',
  code: 'FIVEOFF',
  description: '£5 off orders over £30',
  discountType: 'fixed',
  discountValue: 500,
  minOrderAmountPence: 3000,
  maxUses: 100,
  currentUses: 3,
  validUntil: '2026-12-31',
  isActive: false,
  oncePerCustomer: false,
  redemptionCount: 3,
  discountGivenPence: 1500,
});

function renderPromotions(trpc: TrpcResolvers = {}) {
  return renderAdminApp('/admin/promotions', { 'promotion.list': () => ok([WELCOME, FIVEOFF]), ...trpc });
}

/** One "Label: value" line of a card, matched on its whole text. */
const line = (text: string) => (_: string, element: Element | null) => element?.tagName === 'P' && element.textContent === text;

describe('Promotions Management cards', () => {
  it("says 'Loading promotions...' while loading", async () => {
    renderPromotions({
      'promotion.list': async () => {
        await delay('infinite');
        return ok([]);
      },
    });
    expect(await screen.findByText('Loading promotions...')).toBeInTheDocument();
  });

  it('shows code, badge, discount, min order, uses, valid until and description', async () => {
    renderPromotions();
    const welcome = within(await screen.findByRole('article', { name: 'WELCOME10' }));
    // The badge, not the switch's label.
    expect(welcome.getByText('Active', { ignore: 'label, label *' })).toBeInTheDocument();
    expect(welcome.getByText(line('Discount: 10%'))).toBeInTheDocument();
    // No minimum and no maximum: those lines are left out.
    expect(welcome.queryByText(/Min Order/)).not.toBeInTheDocument();
    expect(welcome.queryByText(/Uses:/)).not.toBeInTheDocument();
    expect(welcome.getByText('10% off your first order')).toBeInTheDocument();
    expect(welcome.getByRole('button', { name: 'Edit WELCOME10' })).toBeInTheDocument();
    expect(welcome.getByRole('button', { name: 'Delete WELCOME10' })).toBeInTheDocument();

    const fiveoff = within(screen.getByRole('article', { name: 'FIVEOFF' }));
    expect(fiveoff.getByText('Inactive')).toBeInTheDocument();
    expect(fiveoff.getByText(line('Discount: £5.00'))).toBeInTheDocument();
    expect(fiveoff.getByText(line('Min Order: £30.00'))).toBeInTheDocument();
    expect(fiveoff.getByText(line('Uses: 3/100'))).toBeInTheDocument();
    expect(fiveoff.getByText(line('Valid Until: 31 Dec 2026'))).toBeInTheDocument();
    expect(welcome.getByText(line('Limits: Once per customer'))).toBeInTheDocument();
    expect(fiveoff.queryByText(/Limits/)).not.toBeInTheDocument();
  });

  it("badges a code past its last valid day 'Expired' and one with every use taken 'Used up', not 'Active'", async () => {
    const expired = makePromotion({ id: '33333333-3333-4333-8333-333333333335', code: 'SUMMER', validUntil: '2020-08-31' });
    const usedUp = makePromotion({ id: '33333333-3333-4333-8333-333333333336', code: 'FIRSTFIVE', maxUses: 5, currentUses: 5 });
    renderPromotions({ 'promotion.list': () => ok([expired, usedUp]) });
    const summer = within(await screen.findByRole('article', { name: 'SUMMER' }));
    expect(summer.getByText('Expired')).toBeInTheDocument();
    expect(summer.queryByText('Active', { ignore: 'label, label *' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'FIRSTFIVE' })).getByText('Used up')).toBeInTheDocument();
  });

  it('toggles active from the card', async () => {
    let sent: unknown;
    renderPromotions({
      'promotion.setActive': (input) => {
        sent = input;
        return ok({ ...FIVEOFF, isActive: true });
      },
    });
    await user.click(await screen.findByRole('switch', { name: 'FIVEOFF active' }));
    await waitFor(() => expect(sent).toEqual({ id: FIVEOFF.id, isActive: true }));
    expect(await screen.findByText('FIVEOFF is now active.')).toBeInTheDocument();
  });

  it('shows the orders, customers and discount given by a code', async () => {
    renderPromotions({
      'promotion.redemptions': () =>
        ok([
          {
            id: 'r1',
            redeemedAt: new Date('2026-01-10T12:00:00.000Z'),
            discountPence: 500,
            orderId: 'o1',
            orderNumber: 1042,
            orderStatus: 'paid',
            orderTotalPence: 3500,
            userId: 'user-1',
            customerName: 'Charlie Customer',
            customerEmail: 'customer@royal-biltong.example',
          },
        ]),
    });
    const card = within(await screen.findByRole('article', { name: 'FIVEOFF' }));
    const toggle = card.getByRole('button', { name: 'Redemptions: 3 orders, £15.00 given' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const table = within(await card.findByRole('table', { name: 'Orders that used FIVEOFF' }));
    expect(table.getByText('#1042')).toBeInTheDocument();
    expect(table.getByText('Charlie Customer')).toBeInTheDocument();
    expect(table.getByText('£5.00')).toBeInTheDocument();
  });

  it("deletes after confirming: 'Promotion deleted successfully!'", async () => {
    let deleted: unknown;
    renderPromotions({
      'promotion.delete': (input) => {
        deleted = input;
        return ok({ deleted: true, code: 'WELCOME10' });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete WELCOME10' }));
    const asked = within(await screen.findByRole('dialog', { name: 'Delete this promotion?' }));
    await user.click(asked.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete this promotion?' })).not.toBeInTheDocument());
    expect(deleted).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Delete WELCOME10' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete this promotion?' }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Promotion deleted successfully!')).toBeInTheDocument();
    expect(deleted).toEqual({ id: WELCOME.id });
  });

  it("shows 'Error deleting promotion' with the message", async () => {
    renderPromotions({ 'promotion.delete': () => trpcError('NOT_FOUND', 'Promotion not found.', 404) });
    await user.click(await screen.findByRole('button', { name: 'Delete WELCOME10' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error deleting promotion')).toBeInTheDocument();
    expect(screen.getByText('Promotion not found.')).toBeInTheDocument();
  });
});
