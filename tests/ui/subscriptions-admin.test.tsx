import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads } from './support/admin-download';
import { EMPTY_CART } from './support/cart-fixtures';
import { ok, type TrpcResolvers, trpcError } from './support/msw';
import { renderApp } from './support/render-app';
import { makeAdminRow, makeSubscription } from './support/subscriptions-fixtures';

type ListInput = {
  page: number;
  pageSize: number;
  sort: { id: string; desc: boolean };
  filters: { search?: string; status?: string; frequency?: string };
};

const ROWS = [
  makeAdminRow(),
  makeAdminRow({
    id: '0b9f5a52-8a43-4a8e-9d11-6f4d2a7c1e02',
    subscriberName: null,
    subscriberEmail: null,
    planName: 'The Scout',
    bagCount: 1,
    weight: '250g',
    status: 'paused',
    pricePence: 999,
    frequency: 'Weekly',
  }),
];
const STATS = {
  active: { count: 1, valuePence: 3796 },
  paused: { count: 1, valuePence: 999 },
  total: { count: 3, valuePence: 7792 },
};
const FORECAST = {
  today: '2026-01-15',
  rows: [{ variety: 'Original', weight: '500g', moisture: 'wet', next7: 2, next14: 2, next30: 4 }],
};
const QUIET = {
  paused: 0,
  resumed: 0,
  chosenCancellations: 0,
  failedPayments: 0,
  chosenChurnPercent: 0,
  failedPaymentChurnPercent: 0,
  offersAccepted: 0,
  offersDeclined: 0,
  offerAcceptancePercent: null,
};
const FIGURES = {
  months: [
    { ...QUIET, month: '2026-02', mrrPence: 9577, activeAtStart: 2, activeAtEnd: 3, new: 1, cancelled: 0, churnPercent: 0 },
    {
      ...QUIET,
      month: '2026-03',
      mrrPence: 3800,
      activeAtStart: 3,
      activeAtEnd: 2,
      new: 1,
      cancelled: 1,
      paused: 2,
      resumed: 1,
      chosenCancellations: 1,
      failedPayments: 1,
      churnPercent: 66.7,
      chosenChurnPercent: 33.3,
      failedPaymentChurnPercent: 33.3,
      offersAccepted: 1,
      offersDeclined: 3,
      offerAcceptancePercent: 25,
    },
  ],
  cohorts: [
    { month: '2026-02', size: 2, retainedPercent: [100, 50] },
    { month: '2026-03', size: 1, retainedPercent: [100] },
  ],
  cancellationsByReason: [
    { reason: 'too_expensive', count: 1 },
    { reason: 'unknown', count: 1 },
  ],
};

function renderScreen(trpc: TrpcResolvers = {}) {
  const calls: { list: ListInput[]; change: unknown[]; exportCsv: unknown[]; url: () => string } = {
    list: [],
    change: [],
    exportCsv: [],
    url: () => view.history.location.search,
  };
  const view = renderApp('/admin/subscriptions', {
    persona: 'admin',
    trpc: {
      'cart.get': () => ok(EMPTY_CART),
      'adminSubscriptions.stats': () => ok(STATS),
      'adminSubscriptions.forecast': () => ok(FORECAST),
      'adminSubscriptions.analytics': () => ok(FIGURES),
      'adminSubscriptions.list': (input) => {
        calls.list.push(input as ListInput);
        return ok({ rows: ROWS, total: 12, page: (input as ListInput).page, pageSize: 10 });
      },
      'adminSubscriptions.change': (input) => {
        calls.change.push(input);
        return ok(
          makeSubscription({
            id: input.id,
            status: input.action === 'cancel' ? 'cancelled' : input.action === 'pause' ? 'paused' : 'active',
          }),
        );
      },
      'adminSubscriptions.exportCsv': (input) => {
        calls.exportCsv.push(input);
        return ok('"Subscriber","Email"\n"Charlie Customer","customer@royal-biltong.example"');
      },
      ...trpc,
    },
  });
  return calls;
}

async function table() {
  const found = await screen.findByRole('table', { name: 'All Subscriptions' });
  await within(found).findByText('Charlie Customer');
  return within(found);
}

const rowOf = (text: string) => {
  const row = screen.getByText(text).closest('tr');
  if (!row) throw new Error(`no row for ${text}`);
  return within(row);
};

afterEach(() => vi.restoreAllMocks());

describe('Subscriptions Management', () => {
  it('shows the three stat cards with their total values in GBP', async () => {
    renderScreen();
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscriptions Management' })).toBeInTheDocument();
    const active = await screen.findByRole('region', { name: 'Active Subscriptions' });
    expect(await within(active).findByText('£37.96')).toBeInTheDocument();
    expect(within(active).getByText(/Total Value/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Paused Subscriptions' })).getByText('£9.99')).toBeInTheDocument();
    const total = screen.getByRole('region', { name: 'Total Subscriptions' });
    expect(within(total).getByText('3')).toBeInTheDocument();
    expect(within(total).getByText('£77.92')).toBeInTheDocument();
  });

  it('lists subscribers with the table’s columns and fallbacks', async () => {
    renderScreen();
    const t = await table();
    expect(t.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      '',
      'Subscriber Name',
      'Subscription Type',
      'Status',
      'Value',
      'Frequency',
      'Created',
      'Actions',
    ]);
    const charlie = rowOf('Charlie Customer');
    expect(charlie.getByText('customer@royal-biltong.example')).toBeInTheDocument();
    expect(charlie.getByText('The Knight, 2 - 500g')).toBeInTheDocument();
    expect(charlie.getByText('Active')).toBeInTheDocument();
    expect(charlie.getByText('£37.96')).toBeInTheDocument();
    expect(charlie.getByText('Monthly')).toBeInTheDocument();
    expect(charlie.getByText('15 Jan 2026')).toBeInTheDocument();
    const unknown = rowOf('Unknown');
    expect(unknown.getByText('No email')).toBeInTheDocument();
    expect(unknown.getByText('Paused')).toBeInTheDocument();
  });

  it('sorts on the server by the clicked column, flipping the direction on a second click', async () => {
    const calls = renderScreen();
    const t = await table();
    expect(calls.list[0]).toMatchObject({ sort: { id: 'createdAt', desc: true }, page: 1, pageSize: 10 });
    await userEvent.click(t.getByRole('button', { name: 'Subscriber Name' }));
    await waitFor(() => expect(calls.list.at(-1)).toMatchObject({ sort: { id: 'subscriberName', desc: false } }));
    expect(t.getByRole('columnheader', { name: 'Subscriber Name' })).toHaveAttribute('aria-sort', 'ascending');
    // The order is in the URL, so the link reopens the same view; the server, not the browser, sorted.
    expect(calls.url()).toBe('?sort=subscriberName');
    await userEvent.click(t.getByRole('button', { name: 'Subscriber Name' }));
    await waitFor(() => expect(calls.list.at(-1)).toMatchObject({ sort: { id: 'subscriberName', desc: true } }));
    expect(calls.url()).toBe('?sort=subscriberName&desc=true');
    await userEvent.click(t.getByRole('button', { name: 'Value' }));
    await waitFor(() => expect(calls.list.at(-1)).toMatchObject({ sort: { id: 'pricePence', desc: false } }));
  });

  it('searches, filters by status and frequency, and pages on the server', async () => {
    const calls = renderScreen();
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(calls.list.at(-1)).toMatchObject({ page: 2 }));
    expect(calls.url()).toBe('?page=2');
    await userEvent.type(screen.getByPlaceholderText('Search by subscriber name...'), 'charlie');
    await waitFor(() => expect(calls.list.at(-1)).toMatchObject({ filters: { search: 'charlie' }, page: 1 }));

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    for (const name of ['All Statuses', 'Active', 'Cancelled']) expect(screen.getByRole('option', { name })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Paused' }));
    await waitFor(() => expect(calls.list.at(-1)).toMatchObject({ filters: { search: 'charlie', status: 'paused' } }));

    await userEvent.click(screen.getByRole('combobox', { name: 'Frequency' }));
    for (const name of ['All Frequencies', 'Weekly', 'Fortnightly', 'Monthly']) {
      expect(screen.getByRole('option', { name })).toBeInTheDocument();
    }
    await userEvent.click(screen.getByRole('option', { name: 'Quarterly' }));
    await waitFor(() => expect(calls.list.at(-1)).toMatchObject({ filters: { status: 'paused', frequency: 'Quarterly' } }));
  });

  it('counts the selected rows', async () => {
    renderScreen();
    const t = await table();
    expect(screen.getByText('0 of 12 row(s) selected.')).toBeInTheDocument();
    await userEvent.click(t.getByRole('checkbox', { name: 'Select Charlie Customer' }));
    expect(screen.getByText('1 of 12 row(s) selected.')).toBeInTheDocument();
    await userEvent.click(t.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(screen.getByText('2 of 12 row(s) selected.')).toBeInTheDocument();
  });

  it('pauses a row at once and cancels one after a confirmation', async () => {
    const calls = renderScreen();
    await table();
    await userEvent.click(rowOf('Charlie Customer').getByRole('button', { name: 'Actions for Charlie Customer' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Pause subscription' }));
    expect(await screen.findByText('Subscription paused.')).toBeInTheDocument();
    expect(calls.change).toEqual([{ id: ROWS[0]?.id, action: 'pause' }]);

    await userEvent.click(rowOf('Unknown').getByRole('button', { name: 'Actions for Unknown' }));
    expect(await screen.findByRole('menuitem', { name: 'Resume subscription' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Cancel subscription' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel this subscription?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm cancel' }));
    expect(await screen.findByText('Subscription cancelled.')).toBeInTheDocument();
    expect(calls.change).toEqual([
      { id: ROWS[0]?.id, action: 'pause' },
      { id: ROWS[1]?.id, action: 'cancel' },
    ]);
  });

  it('exports the filtered table as a CSV file', async () => {
    const files = captureDownloads();
    const calls = renderScreen();
    await table();
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(screen.getByRole('option', { name: 'Active' }));
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]?.name).toMatch(/^subscriptions-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(calls.exportCsv).toEqual([{ sort: { id: 'createdAt', desc: true }, filters: { status: 'active' } }]);
    expect(await files[0]?.text).toContain('"Charlie Customer","customer@royal-biltong.example"');
  });

  it('opens the Analytics tab from the URL kept in it: figures by month, churn by cause, offers, cohorts and reasons', async () => {
    const calls = renderScreen();
    await table();
    await userEvent.click(screen.getByRole('tab', { name: 'Analytics' }));
    await waitFor(() => expect(calls.url()).toBe('?tab=analytics'));
    expect(screen.queryByRole('table', { name: 'All Subscriptions' })).not.toBeInTheDocument();

    const cellsOf = (tableName: string, month: string) => {
      const found = within(screen.getByRole('table', { name: tableName }));
      return within(found.getByText(month).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    };
    await screen.findByRole('table', { name: 'Subscription figures by month' });
    expect(cellsOf('Subscription figures by month', 'Mar 2026')).toEqual(['Mar 2026', '£38.00', '3', '2', '1', '1', '2', '1']);
    expect(cellsOf('Churn and save offers by month', 'Mar 2026')).toEqual([
      'Mar 2026',
      '66.7%',
      '1 (33.3%)',
      '1 (33.3%)',
      '1',
      '3',
      '25.0%',
    ]);
    // No offer answered in February: the acceptance is blank, not 0%.
    expect(cellsOf('Churn and save offers by month', 'Feb 2026').at(-1)).toBe('');
    expect(cellsOf('Cohorts by sign-up month', 'Feb 2026')).toEqual(['Feb 2026', '2', '100.0%', '50.0%']);
    expect(cellsOf('Cohorts by sign-up month', 'Mar 2026')).toEqual(['Mar 2026', '1', '100.0%', '']);
    const reasons = within(screen.getByRole('table', { name: 'Cancellations by reason' }));
    expect(reasons.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'ReasonCancellations',
      'Too expensive1',
      'Not given1',
    ]);
    expect(screen.getByRole('figure', { name: /^Monthly recurring revenue/ })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: /^Churn by cause/ })).toBeInTheDocument();
  });

  it('lands on the Analytics tab from a link, and says when the figures cannot load', async () => {
    renderApp('/admin/subscriptions?tab=analytics', {
      persona: 'admin',
      trpc: {
        'cart.get': () => ok(EMPTY_CART),
        'adminSubscriptions.stats': () => ok(STATS),
        'adminSubscriptions.analytics': () => trpcError('INTERNAL_SERVER_ERROR', 'The abacus is broken.', 500),
      },
    });
    expect(await screen.findByRole('tab', { name: 'Analytics', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('Failed to load the figures: The abacus is broken.')).toBeInTheDocument();
  });

  it('shows the production forecast as a table', async () => {
    renderScreen();
    const forecast = within(await screen.findByRole('table', { name: 'Production forecast' }));
    const cells = forecast.getAllByRole('cell').map((td) => td.textContent);
    expect(cells).toEqual(['Original', '500g', 'Mooo!', '2', '2', '4']);
  });

  it('says when nothing matches', async () => {
    renderScreen({ 'adminSubscriptions.list': () => ok({ rows: [], total: 0, page: 1, pageSize: 10 }) });
    expect(await screen.findByText('No Subscriptions Found')).toBeInTheDocument();
  });

  it('shows the load error', async () => {
    renderScreen({ 'adminSubscriptions.list': () => trpcError('INTERNAL_SERVER_ERROR', 'The ledger is locked.', 500) });
    expect(await screen.findByText('Failed to load subscriptions: The ledger is locked.')).toBeInTheDocument();
  });
});
