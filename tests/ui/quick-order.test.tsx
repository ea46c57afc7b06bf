import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { basketTotals } from '../../shared/basket';
import { lineAmounts } from '../../shared/totals';
import type { TradeCatalogueEntry, TradeOrderLine } from '../../shared/trade-order';
import { DELIVERY_RATES, ok, type TrpcOutput } from './support/msw';
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

/**
 * tradeOrder.quote as the server works it out for these lines: each line at its trade (net) price with
 * its VAT, a line over the stock flagged and left out, the rest totalled with tracked delivery by the
 * shop's one basket function (the server's own quote is tested in tests/api/trade-order.test.ts).
 */
function quoteFor(lines: readonly TradeOrderLine[]): TrpcOutput<'tradeOrder.quote'> {
  const rows = lines.map((l) => {
    const entry = CATALOGUE.find((e) => e.variantId === l.variantId) as TradeCatalogueEntry;
    const problem = l.quantity > entry.stock ? `Only ${entry.stock} left of ${entry.productName} ${entry.weight}` : null;
    const { variantId, productName, weight, unitNetPence, vatRateBps } = entry;
    const { lineNetPence, lineVatPence, lineTotalPence } = lineAmounts({ unitNetPence, vatRateBps, quantity: l.quantity }, 'net');
    return {
      variantId,
      productName,
      weight,
      quantity: l.quantity,
      unitNetPence,
      vatRateBps,
      lineNetPence,
      lineVatPence,
      lineTotalPence,
      problem,
    };
  });
  const buyable = rows.filter((r) => r.problem === null);
  const { totals, delivery } = basketTotals({
    lines: buyable,
    basis: 'net',
    discount: null,
    rates: DELIVERY_RATES,
    option: 'tracked',
  });
  return {
    lines: rows,
    totals: {
      goodsNetPence: totals.subtotalNetPence,
      deliveryNetPence: totals.shippingPence - totals.shippingVatPence,
      netPence: totals.netPence,
      vatPence: totals.vatPence,
      totalPence: totals.totalPence,
      vatSummary: totals.vatSummary,
    },
    delivery: { service: delivery.service, free: delivery.free },
    freeThresholdPence: DELIVERY_RATES.freeThresholdPence,
    canPlace: rows.length > 0 && buyable.length === rows.length,
  };
}

function renderQuickOrder() {
  const placed: unknown[] = [];
  const quoted: unknown[] = [];
  renderApp('/account/quick-order', {
    persona: 'wholesaler',
    trpc: {
      'tradeOrder.catalogue': () => ok(CATALOGUE),
      'tradeOrder.quote': (input) => {
        quoted.push(input);
        return ok(quoteFor(input.lines));
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
    expect(within(totals).getByText('£21.18')).toBeInTheDocument();
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
