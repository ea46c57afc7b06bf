import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../shared/constants';
import { makeAdminOrder, makeOrderRow, renderAdminApp } from './support/admin-fixtures';
import { ok, type TrpcResolvers, trpcError } from './support/msw';

const user = userEvent.setup({ delay: null });
const ACTIONS = ['Mark paid', 'Mark packed', 'Mark shipped', 'Mark delivered', 'Cancel order'];

async function openOrder(status: OrderStatus, trpc: TrpcResolvers = {}) {
  renderAdminApp('/admin/orders', {
    'adminOrders.list': () => ok({ rows: [makeOrderRow({ status })], total: 1, page: 1, pageSize: 20 }),
    'adminOrders.get': () => ok(makeAdminOrder({ status })),
    ...trpc,
  });
  // The first render of a file also compiles the page's modules: allow it longer.
  await user.click(await screen.findByRole('button', { name: 'Open order #1042' }, { timeout: 10_000 }));
  return within(await screen.findByRole('dialog', { name: 'Order #1042' }));
}

describe('order status actions (only the legal transitions)', () => {
  const legal: [OrderStatus, string[]][] = [
    ['awaiting_payment', ['Mark paid', 'Cancel order']],
    ['paid', ['Mark packed', 'Cancel order']],
    ['packed', ['Mark shipped', 'Cancel order']],
    ['shipped', ['Mark delivered']],
    ['delivered', []],
    ['cancelled', []],
  ];
  it.each(legal)('an order that is %s offers %j', async (status, offered) => {
    const drawer = await openOrder(status);
    for (const action of ACTIONS) {
      const button = drawer.queryByRole('button', { name: action });
      if (offered.includes(action)) expect(button).toBeInTheDocument();
      else expect(button).not.toBeInTheDocument();
    }
    if (offered.length === 0) expect(drawer.getByText('Delivered and cancelled orders are final.')).toBeInTheDocument();
  });

  it('says when an unpaid bank-transfer order is cancelled if still unpaid', async () => {
    const drawer = await openOrder('awaiting_payment', {
      'adminOrders.get': () =>
        ok(makeAdminOrder({ status: 'awaiting_payment', paymentDueAt: new Date('2026-03-10T00:00:00.000Z') })),
    });
    expect(
      drawer.getByText('If still unpaid at the end of Monday 9 March 2026, it is cancelled (stock and code use go back).'),
    ).toBeInTheDocument();
  });

  it('marks shipped with an optional tracking reference', async () => {
    let sent: unknown;
    const drawer = await openOrder('packed', {
      'adminOrders.transition': (input) => {
        sent = input;
        return ok({ id: 'x', number: 1042, status: 'shipped', trackingReference: 'RM123456GB' });
      },
    });
    await user.click(drawer.getByRole('button', { name: 'Mark shipped' }));
    await user.type(drawer.getByLabelText('Tracking reference (optional)'), 'RM123456GB');
    await user.click(drawer.getByRole('button', { name: 'Confirm shipped' }));
    expect(await screen.findByText('Order #1042 marked shipped.')).toBeInTheDocument();
    expect(sent).toEqual({ id: makeAdminOrder().id, to: 'shipped', trackingReference: 'RM123456GB' });
  });

  it("shows the server's refusal message", async () => {
    const refusal = 'An order that is paid cannot be marked paid. It can only be marked packed or cancelled.';
    const drawer = await openOrder('awaiting_payment', { 'adminOrders.transition': () => trpcError('CONFLICT', refusal, 409) });
    await user.click(drawer.getByRole('button', { name: 'Mark paid' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Mark order #1042 paid?' })).getByRole('button', { name: 'Mark paid' }),
    );
    const alert = await drawer.findByRole('alert');
    expect(alert).toHaveTextContent('The order was not changed');
    expect(alert).toHaveTextContent(refusal);
  });

  it('marks paid only after a confirmation, and once however often confirm is clicked', async () => {
    const sent: unknown[] = [];
    const drawer = await openOrder('awaiting_payment', {
      'adminOrders.transition': (input) => {
        sent.push(input);
        return ok({ id: 'x', number: 1042, status: 'paid', trackingReference: null });
      },
    });
    await user.click(drawer.getByRole('button', { name: 'Mark paid' }));
    const ask = within(await screen.findByRole('dialog', { name: 'Mark order #1042 paid?' }));
    expect(ask.getByText(/money has arrived/)).toBeInTheDocument();
    await user.click(ask.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Mark order #1042 paid?' })).not.toBeInTheDocument());
    expect(sent).toEqual([]);

    await user.click(drawer.getByRole('button', { name: 'Mark paid' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Mark order #1042 paid?' })).getByRole('button', {
      name: 'Mark paid',
    });
    await user.click(confirm);
    await user.click(confirm);
    expect(await screen.findByText('Order #1042 marked paid.')).toBeInTheDocument();
    expect(sent).toEqual([{ id: makeAdminOrder().id, to: 'paid', trackingReference: null }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Mark order #1042 paid?' })).not.toBeInTheDocument());
  });

  it('cancels only after a confirmation', async () => {
    let sent: unknown;
    const drawer = await openOrder('paid', {
      'adminOrders.transition': (input) => {
        sent = input;
        return ok({ id: 'x', number: 1042, status: 'cancelled', trackingReference: null });
      },
    });
    await user.click(drawer.getByRole('button', { name: 'Cancel order' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Cancel order #1042?' }));
    expect(confirm.getByText(/back into stock/)).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Keep order' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancel order #1042?' })).not.toBeInTheDocument());
    expect(sent).toBeUndefined();

    await user.click(drawer.getByRole('button', { name: 'Cancel order' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Cancel order #1042?' })).getByRole('button', { name: 'Cancel order' }),
    );
    await waitFor(() => expect(sent).toMatchObject({ to: 'cancelled', trackingReference: null }));
    expect(await screen.findByText('Order #1042 cancelled.')).toBeInTheDocument();
  });
});

describe('order detail', () => {
  it('shows lines, address, promotion, invoice with its PDF and the history', async () => {
    renderAdminApp('/admin/orders', {
      'adminOrders.list': () => ok({ rows: [makeOrderRow()], total: 1, page: 1, pageSize: 20 }),
      'adminOrders.get': () =>
        ok(
          makeAdminOrder({
            holdReason: 'Peri-Peri 250g is out of stock',
            invoice: {
              id: '55555555-5555-4555-8555-555555555555',
              number: 7,
              orderId: makeAdminOrder().id,
              userId: 'user-1',
              vatSummary: [],
              subtotalNetPence: 1664,
              vatPence: 333,
              discountPence: 201,
              shippingPence: 0,
              shippingDiscountPence: 0,
              totalPence: 1796,
              status: 'unpaid',
              dueDate: '2026-02-14',
              paidAt: null,
              paymentInstructions: null,
              createdAt: new Date('2026-01-15T10:00:00.000Z'),
              reference: 'RB-000007',
              displayStatus: 'unpaid',
            },
          }),
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Open order #1042' }, { timeout: 10_000 }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Order #1042' }));
    expect(drawer.getByText('Peri-Peri 250g is out of stock')).toBeInTheDocument();
    const lines = within(drawer.getByRole('table', { name: 'Order lines' }));
    expect(lines.getByText('Chilli')).toBeInTheDocument();
    expect(lines.getByText('250g · Mooo!')).toBeInTheDocument();
    expect(lines.getByText('£21.51')).toBeInTheDocument();
    expect(within(drawer.getByRole('region', { name: 'Shipping address' })).getByText(/1 Castle Street/)).toBeInTheDocument();
    expect(drawer.getByText('WELCOME10: £2.40 off')).toBeInTheDocument();
    expect(drawer.getByText('RB-000007')).toBeInTheDocument();
    expect(drawer.getByRole('link', { name: 'Download invoice PDF' })).toHaveAttribute(
      'href',
      '/api/invoices/55555555-5555-4555-8555-555555555555/pdf',
    );
    expect(within(drawer.getByRole('region', { name: 'History' })).getByText('Pay by bank transfer')).toBeInTheDocument();
  });
});
