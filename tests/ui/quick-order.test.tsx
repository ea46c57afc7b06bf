import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TradeCatalogueEntry, TradeOrderLine } from '../../shared/trade-order';
import { ok, type TrpcAnswer } from './support/msw';
import { renderApp } from './support/render-app';

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const CATALOGUE: TradeCatalogueEntry[] = [
  {
    variantId: id(1),
    productName: 'Biltong Spice',
    slug: 'biltong-spice',
    weight: '125g',
    unitNetPence: 225,
    vatRateBps: 0,
    stock: 60,
  },
  { variantId: id(2), productName: 'Chilli', slug: 'chilli', weight: '250g', unitNetPence: 624, vatRateBps: 2000, stock: 60 },
  { variantId: id(3), productName: 'Chilli', slug: 'chilli', weight: '2kg', unitNetPence: 4250, vatRateBps: 2000, stock: 0 },
  { variantId: id(4), productName: 'Garlic', slug: 'garlic', weight: '1kg', unitNetPence: 2250, vatRateBps: 2000, stock: 4 },
];

/** A stand-in quote: the real one is the server's (tests/api/trade-order.test.ts); this one only has to be told apart. */
function quoteFor(lines: TradeOrderLine[]) {
  const rows = lines.map((l) => {
    const entry = CATALOGUE.find((e) => e.variantId === l.variantId) as TradeCatalogueEntry;
    const net = entry.unitNetPence * l.quantity;
    const problem = l.quantity > entry.stock ? `Only ${entry.stock} left of ${entry.productName} ${entry.weight}` : null;
    return { ...entry, quantity: l.quantity, lineNetPence: net, lineVatPence: 0, lineTotalPence: net, problem };
  });
  return {
    lines: rows,
    totals: {
      goodsNetPence: 1473,
      deliveryNetPence: 0,
      netPence: 1473,
      vatPence: 250,
      totalPence: 1723,
      vatSummary: [
        { vatRateBps: 2000, netPence: 1248, vatPence: 250, grossPence: 1498 },
        { vatRateBps: 0, netPence: 225, vatPence: 0, grossPence: 225 },
      ],
    },
    delivery: { service: 'Tracked 48', free: true },
    freeThresholdPence: 4000,
    canPlace: rows.every((r) => r.problem === null),
  };
}

function renderQuickOrder() {
  const placed: unknown[] = [];
  const quoted: unknown[] = [];
  renderApp('/account/quick-order', {
    persona: 'wholesaler',
    trpc: {
      'tradeOrder.catalogue': () => ok(CATALOGUE),
      'tradeOrder.quote': (input): TrpcAnswer => {
        quoted.push(input);
        return ok(quoteFor((input as { lines: TradeOrderLine[] }).lines));
      },
      'tradeOrder.place': (input) => {
        placed.push(input);
        return ok({
          orderId: id(9),
          number: 1042,
          totalPence: 1723,
          status: 'awaiting_payment',
          replayed: false,
          clientSecret: null,
        });
      },
    },
  });
  return { placed, quoted };
}

const box = (name: string) => screen.getByRole('textbox', { name: `Quantity of ${name}` });

describe('Quick order', () => {
  it('lists every size with its trade price, VAT and stock; shows the server’s totals and line problems; Enter places', async () => {
    const { placed, quoted } = renderQuickOrder();
    const table = await screen.findByRole('table', { name: 'Quick order' });
    const chilli = within(within(table).getAllByRole('row')[2] as HTMLElement);
    expect(chilli.getByText('£6.24')).toBeInTheDocument();
    expect(chilli.getByText('20%')).toBeInTheDocument();
    expect(box('Chilli 2kg')).toBeDisabled();
    expect(within(table).getByText('Sold out')).toBeInTheDocument();
    expect(within(table).getByText('Only 4 left')).toBeInTheDocument();

    await userEvent.type(box('Biltong Spice 125g'), '1');
    await userEvent.tab();
    expect(box('Chilli 250g')).toHaveFocus();
    await userEvent.type(box('Chilli 250g'), '2');
    await userEvent.tab();
    // The sold-out size is passed by.
    expect(box('Garlic 1kg')).toHaveFocus();
    await userEvent.type(box('Garlic 1kg'), '5');
    expect(await screen.findByText('Only 4 left of Garlic 1kg')).toBeInTheDocument();
    const totals = screen.getByRole('group', { name: 'Order totals' });
    expect(within(totals).getByText('VAT at 0%')).toBeInTheDocument();
    expect(within(totals).getByText('£17.23')).toBeInTheDocument();
    expect(quoted.at(-1)).toEqual({
      lines: [
        { variantId: id(1), quantity: 1 },
        { variantId: id(2), quantity: 2 },
        { variantId: id(4), quantity: 5 },
      ],
    });

    await userEvent.clear(box('Garlic 1kg'));
    await userEvent.type(box('Garlic 1kg'), 'x');
    expect(await screen.findByText('Quantities must be whole numbers from 1 to 999.')).toBeInTheDocument();
    await userEvent.clear(box('Garlic 1kg'));
    await userEvent.type(screen.getByRole('textbox', { name: /^Purchase order number/ }), 'PO-77');
    await userEvent.type(box('Chilli 250g'), '{Enter}');
    await waitFor(() => expect(placed).toHaveLength(1));
    expect(placed[0]).toMatchObject({
      lines: [
        { variantId: id(1), quantity: 1 },
        { variantId: id(2), quantity: 2 },
      ],
      poNumber: 'PO-77',
      paymentMethod: 'on_account',
    });
    expect(await screen.findByText('Order placed successfully!')).toBeInTheDocument();
  }, 60_000);
});
