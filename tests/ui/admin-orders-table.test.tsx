import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads } from './support/admin-download';
import { makeOrderRow, renderAdminApp } from './support/admin-fixtures';
import { ok } from './support/msw';

const user = userEvent.setup({ delay: null });
afterEach(() => vi.restoreAllMocks());

const ROWS = [
  makeOrderRow(),
  makeOrderRow({
    id: '44444444-4444-4444-8444-444444444445',
    number: 1041,
    source: 'wholesale_on_account',
    status: 'shipped',
    customerName: 'Wendy Wholesale',
    customerEmail: 'trade@royal-biltong.example',
    totalPence: 12_000,
    itemCount: 10,
    invoiceStatus: 'overdue',
  }),
];

function renderOrders(list: (input: unknown) => void = () => {}, exportCsv: (input: unknown) => void = () => {}) {
  return renderAdminApp('/admin/orders', {
    'adminOrders.list': (input) => {
      list(input);
      return ok({ rows: ROWS, total: 45, page: (input as { page?: number }).page ?? 1, pageSize: 20 });
    },
    'adminOrders.exportCsv': (input) => {
      exportCsv(input);
      return ok('Order,Date\r\n1042,2026-01-15 10:00\r\n');
    },
  });
}

describe("'All Orders' table", () => {
  it('lists number, date, customer, source, items, total, payment and status', async () => {
    renderOrders();
    const open = await screen.findByRole('button', { name: 'Open order #1041' }, { timeout: 10_000 });
    const row = within(open.closest('tr') as HTMLElement);
    expect(row.getByText('Wendy Wholesale')).toBeInTheDocument();
    expect(row.getByText('Wholesale on account')).toBeInTheDocument();
    expect(row.getByText('10')).toBeInTheDocument();
    expect(row.getByText('£120.00')).toBeInTheDocument();
    expect(row.getByText('Overdue')).toBeInTheDocument();
    expect(row.getByText('Shipped')).toBeInTheDocument();
    expect(row.getByText('15 Jan 2026, 10:00')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3 · 45 results')).toBeInTheDocument();
  });

  it('asks the server for the filtered page', async () => {
    const inputs: unknown[] = [];
    renderOrders((input) => inputs.push(input));
    await user.click(await screen.findByRole('combobox', { name: 'Status' }, { timeout: 10_000 }));
    await user.click(await screen.findByRole('option', { name: 'Shipped' }));
    await user.click(screen.getByRole('combobox', { name: 'Source' }));
    await user.click(await screen.findByRole('option', { name: 'Wholesale on account' }));
    await user.type(screen.getByLabelText('From'), '2026-01-01');
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'wendy');
    await waitFor(() =>
      expect(inputs).toContainEqual({
        filters: { status: 'shipped', source: 'wholesale_on_account', from: '2026-01-01', search: 'wendy' },
        sort: { id: 'createdAt', desc: true },
        page: 1,
        pageSize: 20,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(inputs).toContainEqual(
        expect.objectContaining({ filters: expect.objectContaining({ status: 'shipped' }), page: 2 }),
      ),
    );
  });

  it('refuses a date range that ends before it starts', async () => {
    renderOrders();
    await user.type(await screen.findByLabelText('From', {}, { timeout: 10_000 }), '2026-02-01');
    await user.type(screen.getByLabelText('To'), '2026-01-01');
    expect(await screen.findByText('The start date must be on or before the end date')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('exports the filtered orders as a CSV file', async () => {
    const files = captureDownloads();
    let exported: unknown;
    renderOrders(
      () => {},
      (input) => {
        exported = input;
      },
    );
    await user.click(await screen.findByRole('combobox', { name: 'Status' }, { timeout: 10_000 }));
    await user.click(await screen.findByRole('option', { name: 'Paid' }));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(exported).toEqual({ sort: { id: 'createdAt', desc: true }, filters: { status: 'paid' } });
    expect(files[0]?.name).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await files[0]?.text).toContain('1042,2026-01-15 10:00');
  });
});
