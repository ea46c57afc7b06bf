import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAdminApp } from './support/admin-fixtures';
import { ok, tablePage, trpcError } from './support/msw';
import { QUIET_TILES } from './support/render-app';

const user = userEvent.setup({ delay: null });

const TILES = {
  ...QUIET_TILES,
  revenue: {
    week: {
      current: { from: '2026-11-23', to: '2026-11-26', grossPence: 120_000, netPence: 100_000, orders: 12 },
      previous: { from: '2026-11-16', to: '2026-11-19', grossPence: 96_000, netPence: 80_000, orders: 9 },
    },
    month: {
      current: { from: '2026-11-01', to: '2026-11-26', grossPence: 450_050, netPence: 375_042, orders: 40 },
      previous: { from: '2026-10-01', to: '2026-10-26', grossPence: 0, netPence: 0, orders: 0 },
    },
  },
  toShip: { paid: 4, packed: 2 },
  lowStock: { sizes: 3, threshold: 5 },
  renewing: { subscriptions: 11, withinDays: 7 },
  failures: { jobs: 5, emails: 2 },
  tradeApplications: { pending: 2 },
};

/** A tile's link, named by its visible text, which starts with the tile's title (WCAG 2.5.3, Label in Name). */
const tileLink = (title: string) =>
  screen.findByRole('link', { name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\w)`) }, { timeout: 10_000 });
const tile = async (title: string) => within(await tileLink(title));

describe('admin overview tiles (/admin)', () => {
  it('says how the shop is doing: revenue gross and net against the same days before, and what needs doing', async () => {
    renderAdminApp('/admin', { 'adminOverview.tiles': () => ok(TILES) });
    // Says what it counts: paid orders of this Monday-to-Sunday week (the charts count every order placed).
    const week = await tile('Paid revenue this week (Mon–Sun)');
    expect(week.getByText('£1,200.00')).toBeInTheDocument();
    expect(week.getByText(/£1,000\.00 net of VAT · 12 paid order\(s\)/)).toBeInTheDocument();
    expect(week.getByText(/£960\.00 same days last week \(\+25%\)/)).toBeInTheDocument();

    const month = await tile('Paid revenue this month');
    expect(month.getByText('£4,500.50')).toBeInTheDocument();
    expect(month.getByText(/£3,750\.42 net of VAT/)).toBeInTheDocument();
    expect(month.getByText(/£0\.00 same days last month \(nothing to compare with\)/)).toBeInTheDocument();

    expect((await tile('Orders to ship')).getByText('6')).toBeInTheDocument();
    expect((await tile('Orders to ship')).getByText(/4 paid, 2 packed/)).toBeInTheDocument();
    expect((await tile('Low stock')).getByText('3')).toBeInTheDocument();
    expect((await tile('Renewing soon')).getByText('11')).toBeInTheDocument();
    expect((await tile('Failed emails & jobs')).getByText('5')).toBeInTheDocument();
    expect((await tile('Trade applications')).getByText('2')).toBeInTheDocument();
    expect((await tile('Trade applications')).getByText(/waiting for approval/)).toBeInTheDocument();
    expect((await tile('Failed emails & jobs')).getByText(/2 email\(s\) among them/)).toBeInTheDocument();
  });

  it('links each tile to its table, filtered through the URL', async () => {
    renderAdminApp('/admin', { 'adminOverview.tiles': () => ok(TILES) });
    const href = async (title: string) => (await tileLink(title)).getAttribute('href');
    expect(await href('Orders to ship')).toBe('/admin/orders?status=paid');
    expect(await href('Low stock')).toBe('/admin/products?stock=low');
    expect(await href('Renewing soon')).toBe('/admin/subscriptions?renewsWithin=7');
    expect(await href('Failed emails & jobs')).toBe('/admin/jobs?state=failed');
    expect(await href('Paid revenue this week (Mon–Sun)')).toBe('/admin/orders');
    expect(await href('Trade applications')).toBe('/account?accountType=Wholesale&status=pending');
  });

  it('lands on the filtered table when a tile is clicked', async () => {
    const { router } = renderAdminApp('/admin', {
      'adminOverview.tiles': () => ok(TILES),
      'adminJobs.list': () => tablePage([]),
    });
    await user.click(await tileLink('Failed emails & jobs'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/jobs'));
    expect(router.state.location.search).toMatchObject({ state: 'failed' });
  });

  it('shows the error when the figures cannot load', async () => {
    renderAdminApp('/admin', { 'adminOverview.tiles': () => trpcError('INTERNAL_SERVER_ERROR', 'Database unavailable.', 500) });
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent("Error loading the shop's figures");
    expect(alert).toHaveTextContent('Database unavailable.');
  });
});
