import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeAdminOrder, makeOrderRow, renderAdminApp } from './support/admin-fixtures';
import { ok, type TrpcOutput, type TrpcResolver, tablePage, trpcError } from './support/msw';

const user = userEvent.setup({ delay: null });
const CARD_PAYMENT: NonNullable<TrpcOutput<'adminOrders.get'>['payment']> = {
  status: 'succeeded',
  amountPence: 2_450,
  refundedPence: 450,
  paymentIntentId: 'pi_test1',
  cardBrand: 'visa',
  cardLast4: '4242',
  lastError: null,
  dashboardUrl: 'https://dashboard.stripe.com/test/payments/pi_test1',
};

async function openPaidCardOrder(refund: TrpcResolver<'payment.refund'>) {
  const order = makeAdminOrder({ status: 'paid', paymentMethod: 'card', payment: CARD_PAYMENT });
  const sent: unknown[] = [];
  renderAdminApp('/admin/orders', {
    'adminOrders.list': () => tablePage([makeOrderRow({ status: 'paid' })]),
    'adminOrders.get': () => ok(order),
    'payment.refund': (input) => {
      sent.push(input);
      return refund(input);
    },
  });
  await user.click(await screen.findByRole('button', { name: 'Open order #1042' }, { timeout: 10_000 }));
  const drawer = within(await screen.findByRole('dialog', { name: 'Order #1042' }));
  expect(drawer.getByText('Card (visa) ending 4242')).toBeInTheDocument();
  expect(drawer.getByRole('link', { name: 'View in Stripe' })).toHaveAttribute('href', CARD_PAYMENT.dashboardUrl);
  await user.click(drawer.getByRole('button', { name: 'Refund' }));
  return { drawer, sent };
}

// Each test opens the back office and a drawer: slow on a loaded machine.
describe('refunding a card payment from the admin order', { timeout: 60_000 }, () => {
  it('a partial refund is confirmed first, then sent once in pence', async () => {
    const { drawer, sent } = await openPaidCardOrder(() => ok({ refundId: 're_1', amountPence: 1_250, status: 'succeeded' }));
    // What is left to refund: £24.50 paid, £4.50 already refunded.
    expect(drawer.getByRole('radio', { name: 'Full refund (£20.00)' })).toBeChecked();
    await user.click(drawer.getByRole('radio', { name: 'Partial refund' }));
    await user.type(drawer.getByRole('textbox', { name: 'Amount to refund (£)' }), '12.50');
    await user.click(drawer.getByRole('button', { name: 'Refund…' }));

    const confirm = within(await screen.findByRole('dialog', { name: 'Refund this payment?' }));
    expect(
      confirm.getByText("£12.50 goes back to the customer's card ending 4242 through Stripe. This cannot be undone."),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.click(confirm.getByRole('button', { name: 'Refund £12.50' }));
    expect(await screen.findByText('Refund of £12.50 sent to Stripe.')).toBeInTheDocument();
    expect(sent).toEqual([{ orderId: makeAdminOrder().id, amountPence: 1_250 }]);
  });

  it('cancelling the confirmation refunds nothing', async () => {
    const { drawer, sent } = await openPaidCardOrder(() => ok({ refundId: 're_1', amountPence: 2_000, status: 'succeeded' }));
    await user.click(drawer.getByRole('button', { name: 'Refund…' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Refund this payment?' }));
    await user.click(confirm.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Refund this payment?' })).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('refuses an amount over what is left before asking, and shows the server refusal after', async () => {
    const { drawer, sent } = await openPaidCardOrder(() =>
      trpcError('CONFLICT', 'This payment has already been refunded in full.', 409),
    );
    await user.click(drawer.getByRole('radio', { name: 'Partial refund' }));
    await user.click(drawer.getByRole('button', { name: 'Refund…' }));
    expect(await drawer.findByRole('alert')).toHaveTextContent('Enter the amount to refund.');

    await user.click(drawer.getByRole('radio', { name: 'Full refund (£20.00)' }));
    await user.click(drawer.getByRole('button', { name: 'Refund…' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Refund this payment?' })).getByRole('button', { name: 'Refund £20.00' }),
    );
    expect(await drawer.findByText('This payment has already been refunded in full.')).toBeInTheDocument();
    expect(sent).toEqual([{ orderId: makeAdminOrder().id, amountPence: 'full' }]);
  });
});
