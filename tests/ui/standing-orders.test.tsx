import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RouterOutputs } from '../../server/trpc/app-router';
import { addDays } from '../../shared/dates';
import { shopToday } from '../../shared/promotions';
import type { TradeCatalogueEntry } from '../../shared/trade-order';
import { adminAccount } from './support/accounts-fixtures';
import { renderAccountsApp } from './support/accounts-render';
import { NO_CARD_PAYMENTS, ok, type TrpcOutput, type TrpcPath, type TrpcResolver } from './support/msw';

type View = RouterOutputs['standingOrder']['listMine'][number];
const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

function standingOrder(overrides: Partial<View> = {}): View {
  return {
    id: id(7),
    lines: [
      { variantId: id(1), quantity: 6, name: 'Chilli 250g' },
      { variantId: id(2), quantity: 2, name: 'Garlic 1kg' },
    ],
    frequency: 'fortnightly',
    nextRunDate: '2026-12-07',
    endDate: null,
    poNumber: 'PO-9',
    status: 'active',
    createdAt: new Date('2026-11-20T10:00:00Z'),
    runs: [
      {
        standingOrderId: id(7),
        runDate: '2026-11-23',
        outcome: 'placed',
        orderId: id(8),
        message: null,
        leftOut: [{ name: 'Garlic 1kg', requested: 2, placed: 1 }],
      },
    ],
    ...overrides,
  };
}

function renderPage(list: View[] = [standingOrder()]) {
  const calls: Record<string, unknown[]> = { skipNext: [], pause: [], resume: [], cancel: [], update: [] };
  // Each action's answer as the server gives it: the standing order moved on (skip, resume) or its new status.
  const record =
    <P extends TrpcPath>(name: string, answer: TrpcOutput<P>): TrpcResolver<P> =>
    (input) => {
      calls[name]?.push(input);
      return ok(answer);
    };
  renderAccountsApp('/account/standing-orders', {
    persona: 'wholesaler',
    trpc: {
      'standingOrder.listMine': () => ok(list),
      'standingOrder.skipNext': record<'standingOrder.skipNext'>('skipNext', {
        skipped: '2026-12-07',
        nextRunDate: '2026-12-21',
        status: 'active',
      }),
      'standingOrder.pause': record<'standingOrder.pause'>('pause', { id: id(7), status: 'paused' }),
      'standingOrder.resume': record<'standingOrder.resume'>('resume', {
        id: id(7),
        status: 'active',
        nextRunDate: '2026-12-21',
      }),
      'standingOrder.cancel': record<'standingOrder.cancel'>('cancel', { id: id(7), status: 'cancelled' }),
      'standingOrder.update': record<'standingOrder.update'>('update', { id: id(7) }),
    },
  });
  return calls;
}

describe('Standing orders in the trade portal (/account/standing-orders)', () => {
  it('shows each standing order with its lines, next date, PO number and what the last run left out', async () => {
    renderPage();
    const card = await screen.findByRole('article', { name: 'Standing order: Every 2 weeks' });
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(within(card).getByText('Next order: 7 December 2026 · PO PO-9')).toBeInTheDocument();
    expect(within(card).getByText('6 × Chilli 250g')).toBeInTheDocument();
    expect(within(card).getByText(/23 November 2026: Placed — Garlic 1kg: 1 of 2 placed/)).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Wholesale Portal' });
    expect(within(nav).getByRole('link', { name: 'Standing orders' })).toHaveAttribute('href', '/account/standing-orders');
  });

  it('skips the next order and pauses; a paused one offers Resume', async () => {
    const calls = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Skip next order' }));
    expect(await screen.findByText('The next order is skipped.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(calls.pause).toEqual([{ id: id(7) }]));
    expect(calls.skipNext).toEqual([{ id: id(7) }]);
  });

  it('resumes a paused standing order', async () => {
    const calls = renderPage([standingOrder({ status: 'paused' })]);
    expect(await screen.findByText('Paused')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(calls.resume).toEqual([{ id: id(7) }]));
  });

  it('edits the lines (0 takes one out) and the schedule', async () => {
    const calls = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit standing order' });
    const chilli = within(dialog).getByRole('textbox', { name: 'Chilli 250g' });
    await userEvent.clear(chilli);
    await userEvent.type(chilli, '10');
    const garlic = within(dialog).getByRole('textbox', { name: 'Garlic 1kg' });
    await userEvent.clear(garlic);
    await userEvent.type(garlic, '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(calls.update).toEqual([
        {
          id: id(7),
          lines: [{ variantId: id(1), quantity: 10 }],
          frequency: 'fortnightly',
          nextRunDate: '2026-12-07',
          endDate: null,
          poNumber: 'PO-9',
        },
      ]),
    );
  });

  it('says how to start when there is none', async () => {
    renderPage([]);
    expect(await screen.findByText(/No standing orders yet/)).toBeInTheDocument();
  });
});

const CATALOGUE: TradeCatalogueEntry[] = [
  { variantId: id(1), productName: 'Chilli', slug: 'chilli', weight: '250g', unitNetPence: 624, vatRateBps: 2000, stock: 60 },
];

describe('Making a standing order from the quick order', () => {
  it('saves the typed lines with the chosen rhythm, dates and PO number', async () => {
    const created: unknown[] = [];
    renderAccountsApp('/account/quick-order', {
      persona: 'wholesaler',
      trpc: {
        'tradeOrder.catalogue': () => ok(CATALOGUE),
        'tradeOrder.quote': () =>
          ok({
            lines: [],
            totals: { goodsNetPence: 0, deliveryNetPence: 0, netPence: 0, vatPence: 0, totalPence: 0, vatSummary: [] },
            delivery: { service: 'Tracked 48', free: true },
            freeThresholdPence: 4000,
            canPlace: true,
          }),
        'payment.config': () => ok(NO_CARD_PAYMENTS),
        'standingOrder.create': (input) => {
          created.push(input);
          return ok({ id: id(7), nextRunDate: '2026-12-07' });
        },
        'standingOrder.listMine': () => ok([]),
      },
    });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Quantity of Chilli 250g' }), '6');
    await userEvent.type(screen.getByRole('textbox', { name: /^Purchase order number/ }), 'PO-9');
    await userEvent.click(screen.getByRole('button', { name: 'Make it a standing order' }));
    const dialog = await screen.findByRole('dialog', { name: 'New standing order' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^How often/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Every 4 weeks' }));
    const end = within(dialog).getByLabelText(/^End date/);
    await userEvent.type(end, addDays(shopToday(), 60));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save standing order' }));
    await waitFor(() =>
      expect(created).toEqual([
        {
          lines: [{ variantId: id(1), quantity: 6 }],
          frequency: 'four_weekly',
          nextRunDate: addDays(shopToday(), 1),
          endDate: addDays(shopToday(), 60),
          poNumber: 'PO-9',
        },
      ]),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Standing orders' })).toBeInTheDocument();
  });
});

describe('Standing orders in the admin account editor', () => {
  it('lists the account’s standing orders with their last runs', async () => {
    renderAccountsApp('/admin/account/user-10', {
      persona: 'admin',
      trpc: {
        'admin.getAccount': () => ok(adminAccount()),
        'standingOrder.forAccount': () =>
          ok([
            standingOrder({
              runs: [{ ...standingOrder().runs[0], outcome: 'held', message: 'Over the limit.', leftOut: [] }] as View['runs'],
            }),
          ]),
      },
    });
    const card = await screen.findByRole('article', { name: 'Standing order: Every 2 weeks' });
    expect(within(card).getByRole('heading', { level: 3, name: 'Every 2 weeks' })).toBeInTheDocument();
    expect(within(card).getByText('23 November 2026: Held by credit control (Over the limit.)')).toBeInTheDocument();
    expect(within(card).queryByRole('button')).toBeNull();
  });
});
