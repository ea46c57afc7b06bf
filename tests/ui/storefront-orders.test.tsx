import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, type TrpcOutput } from './support/msw';
import {
  INVOICE_ID,
  ORDER_DETAIL,
  ORDER_ID,
  ORDER_SUMMARY,
  orderDetail,
  orderSummary,
  TEN_PERCENT_OFF,
} from './support/order-fixtures';
import { renderStorefront } from './support/storefront-render';

const INVOICE: TrpcOutput<'invoice.listMine'>[number] = {
  id: INVOICE_ID,
  number: 1,
  reference: 'RB-000001',
  createdAt: new Date('2026-03-05T10:30:00.000Z'),
  totalPence: ORDER_DETAIL.totalPence,
  status: 'unpaid',
  dueDate: null,
  orderId: ORDER_ID,
  orderNumber: 1001,
};

describe('Your Orders and Your Invoices', () => {
  it('lists the user’s orders with number, en-GB date, total and status, and opens the detail view', async () => {
    const asked: unknown[] = [];
    renderStorefront('/account/orders', {
      persona: 'customer',
      trpc: {
        'order.listMine': () => ok([ORDER_SUMMARY]),
        'order.getMine': (input) => {
          asked.push(input);
          return ok(ORDER_DETAIL);
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Your Orders', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Account' })).toHaveAttribute('href', '/account');
    const row = within(await screen.findByRole('row', { name: /#1001/ }));
    for (const text of ['5 Mar 2026', '£34.16', 'Awaiting payment']) expect(row.getByText(text)).toBeInTheDocument();

    await userEvent.click(row.getByRole('button', { name: 'View order #1001' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Order #1001' }));
    expect(await dialog.findByText('Chilli')).toBeInTheDocument();
    expect(dialog.getByText('500g · Sweet Spot')).toBeInTheDocument();
    expect(dialog.getByText('Discount (WELCOME10)')).toBeInTheDocument();
    expect(dialog.getByText('−£3.80')).toBeInTheDocument();
    // The invoice's figures: the line and the subtotal before the discount, the VAT after it.
    expect(dialog.getByText('Subtotal (incl. VAT)')).toBeInTheDocument();
    expect(dialog.getAllByText('£37.96')).toHaveLength(2);
    expect(dialog.getByText('Includes VAT of £5.69')).toBeInTheDocument();
    expect(dialog.getByText('1 Castle Street')).toBeInTheDocument();
    expect(dialog.getByText(/Pay by bank transfer/)).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Download invoice RB-000001' })).toHaveAttribute(
      'href',
      `/api/invoices/${INVOICE_ID}/pdf`,
    );
    expect(asked).toEqual([{ id: ORDER_ID }]);
  });

  it('an order whose code took 40p off the delivery shows the delivery at £3.95 and the whole £3.20 discount', async () => {
    // One standard-rated 250g at £12.00 and two zero-rated 250g at £8.00 with MIXED10 (10% off), tracked:
    // goods £28.00 less £2.80, delivery charged £3.55 after 40p off it; total £28.75.
    const order = orderDetail(
      [
        { productName: 'Chilli', weight: '250g', moisture: 'normal', unitNetPence: 1000, vatRateBps: 2000, quantity: 1 },
        { productName: 'Garlic', weight: '250g', moisture: 'normal', unitNetPence: 800, vatRateBps: 0, quantity: 2 },
      ],
      { promotionCode: 'MIXED10', discount: TEN_PERCENT_OFF },
    );
    renderStorefront('/account/orders', {
      persona: 'customer',
      trpc: { 'order.listMine': () => ok([orderSummary(order)]), 'order.getMine': () => ok(order) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'View order #1001' }));
    const totals = within(await screen.findByTestId('order-totals'));
    const row = (label: string) => totals.getByText(label).nextElementSibling?.textContent;
    expect(row('Subtotal (incl. VAT)')).toBe('£28.00');
    expect(row('Discount (MIXED10)')).toBe('−£3.20');
    expect(row('Delivery (Tracked 48)')).toBe('£3.95');
    expect(row('Total')).toBe('£28.75');
  });

  it('an unpaid order says until when it is held and can be cancelled by the customer', async () => {
    const cancelled: unknown[] = [];
    renderStorefront('/account/orders', {
      persona: 'customer',
      trpc: {
        'order.listMine': () => ok([ORDER_SUMMARY]),
        'order.getMine': () => ok(ORDER_DETAIL),
        'order.cancelMine': (input) => {
          cancelled.push(input);
          return ok({ id: ORDER_ID, status: 'cancelled' });
        },
      },
    });
    const row = within(await screen.findByRole('row', { name: /#1001/ }));
    await userEvent.click(row.getByRole('button', { name: 'View order #1001' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Order #1001' }));
    expect(
      await dialog.findByText('We hold this order until the end of Monday 9 March 2026; unpaid by then, it is cancelled.'),
    ).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel order' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Yes, cancel order #1001' }));
    expect(await screen.findByText('Order #1001 is cancelled.')).toBeInTheDocument();
    expect(cancelled).toEqual([{ id: ORDER_ID }]);
  });

  it('shows the order confirmation: amount due, dispatch, cancelling and returns, the terms it was placed under, the seller', async () => {
    renderStorefront('/account/orders', {
      persona: 'customer',
      trpc: { 'order.listMine': () => ok([ORDER_SUMMARY]), 'order.getMine': () => ok(ORDER_DETAIL) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'View order #1001' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Order #1001' }));
    const confirmation = within(await dialog.findByRole('region', { name: 'Order confirmation' }));
    expect(confirmation.getByText('Amount due: £34.16')).toBeInTheDocument();
    expect(
      confirmation.getByText('We dispatch your order within 2 working days of your payment reaching us.'),
    ).toBeInTheDocument();
    expect(
      confirmation.getByText(/^To cancel your order before we dispatch it, email hello@royalbiltong\.co\.uk/),
    ).toBeInTheDocument();
    expect(confirmation.getByText('Opened food cannot be returned, for hygiene reasons.')).toBeInTheDocument();
    expect(confirmation.getByRole('link', { name: 'Terms of Sale' })).toHaveAttribute('href', '/terms?version=3');
    expect(confirmation.getByRole('link', { name: 'Delivery & Returns' })).toHaveAttribute('href', '/delivery-returns?version=1');
    const seller = confirmation.getByTestId('order-seller');
    expect(seller).toHaveTextContent('Sold by Royal Biltong Ltd.');
    expect(seller).toHaveTextContent('company number 01234567');
    expect(seller).toHaveTextContent('Registered office: Unit 3, The Smokehouse, Castle Yard, York YO1 7HH, United Kingdom.');
    expect(seller).toHaveTextContent('VAT number GB 123 4567 89.');
    expect(seller).toHaveTextContent('Email hello@royalbiltong.co.uk');
  });

  it('lists invoices with a Download link to the PDF', async () => {
    renderStorefront('/account/invoices', { persona: 'customer', trpc: { 'invoice.listMine': () => ok([INVOICE]) } });
    expect(await screen.findByRole('heading', { name: 'Your Invoices', level: 1 })).toBeInTheDocument();
    const row = within(await screen.findByRole('row', { name: /RB-000001/ }));
    for (const text of ['#1001', '5 Mar 2026', '£34.16', 'Unpaid']) expect(row.getByText(text)).toBeInTheDocument();
    const download = row.getByRole('link', { name: 'Download invoice RB-000001' });
    expect(download).toHaveAttribute('href', `/api/invoices/${INVOICE_ID}/pdf`);
    expect(download).toHaveAttribute('download');
  });

  it('lists credit notes beside the invoices, each with the invoice it credits and a Download link', async () => {
    const creditNote = {
      id: '77777777-7777-4777-8777-777777777777',
      number: 1,
      reference: 'CN-00001',
      createdAt: new Date('2026-03-06T10:00:00.000Z'),
      kind: 'full' as const,
      reason: 'Order #1001 cancelled',
      subtotalNetPence: -2847,
      vatPence: -569,
      totalPence: -3416,
      invoiceId: INVOICE_ID,
      invoiceNumber: 1,
      invoiceReference: 'RB-000001',
      orderId: ORDER_ID,
      orderNumber: 1001,
    };
    renderStorefront('/account/invoices', {
      persona: 'customer',
      trpc: { 'invoice.listMine': () => ok([INVOICE]), 'invoice.listMyCreditNotes': () => ok([creditNote]) },
    });
    const table = within(await screen.findByRole('table', { name: 'Your credit notes' }));
    const row = within(table.getByRole('row', { name: /CN-00001/ }));
    for (const text of ['RB-000001', 'Order #1001', '6 Mar 2026', '-£34.16']) expect(row.getByText(text)).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'Download credit note CN-00001' })).toHaveAttribute(
      'href',
      `/api/credit-notes/${creditNote.id}/pdf`,
    );
  });

  it('has an empty state for orders', async () => {
    renderStorefront('/account/orders', { persona: 'customer' });
    expect(await screen.findByText('You have not placed any orders yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop');
  });

  it('has an empty state for invoices', async () => {
    renderStorefront('/account/invoices', { persona: 'customer' });
    expect(await screen.findByText('You have no invoices yet. Every order you place comes with one.')).toBeInTheDocument();
  });
});
