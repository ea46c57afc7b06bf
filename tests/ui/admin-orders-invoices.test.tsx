import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouterOutputs } from '../../server/trpc/app-router';
import { captureDownloads } from './support/admin-download';
import { renderAdminApp } from './support/admin-fixtures';
import { ok, type TrpcResolvers, tablePage, trpcError } from './support/msw';

type InvoiceRow = RouterOutputs['adminInvoices']['list']['rows'][number];
const user = userEvent.setup({ delay: null });
afterEach(() => vi.restoreAllMocks());

const invoice = (overrides: Partial<InvoiceRow>): InvoiceRow => ({
  id: '55555555-5555-4555-8555-555555555555',
  number: 7,
  reference: 'RB-000007',
  createdAt: new Date('2026-01-15T10:00:00.000Z'),
  customerName: 'Wendy Wholesale',
  customerEmail: 'trade@royal-biltong.example',
  businessName: 'The Crown Deli',
  totalPence: 12_000,
  dueDate: '2026-02-14',
  status: 'unpaid',
  displayStatus: 'overdue',
  paidAt: null,
  orderId: 'order-7',
  orderNumber: 1041,
  orderSource: 'wholesale_on_account',
  ...overrides,
});

const ROWS = [
  invoice({}),
  invoice({
    id: '55555555-5555-4555-8555-555555555556',
    number: 6,
    reference: 'RB-000006',
    status: 'paid',
    displayStatus: 'paid',
  }),
];

const CREDIT_NOTE: RouterOutputs['adminInvoices']['creditNotes']['rows'][number] = {
  id: '66666666-6666-4666-8666-666666666666',
  number: 1,
  reference: 'CN-00001',
  createdAt: new Date('2026-03-01T10:00:00.000Z'),
  kind: 'full',
  reason: 'Order #1041 cancelled',
  subtotalNetPence: -10000,
  vatPence: -2000,
  totalPence: -12000,
  invoiceId: '55555555-5555-4555-8555-555555555556',
  invoiceNumber: 6,
  invoiceReference: 'RB-000006',
  orderId: '44444444-4444-4444-8444-444444444445',
  orderNumber: 1041,
  customerName: 'Charlie Customer',
  customerEmail: 'customer@royal-biltong.example',
};

function renderInvoices(trpc: TrpcResolvers = {}) {
  return renderAdminApp('/admin/invoices', {
    'adminInvoices.list': () => ok({ rows: ROWS, total: 2, page: 1, pageSize: 20 }),
    'adminInvoices.creditNotes': () => tablePage([CREDIT_NOTE]),
    ...trpc,
  });
}

const rowOf = (reference: string) =>
  within(
    within(screen.getByRole('table', { name: 'Invoices' }))
      .getByText(reference)
      .closest('tr') as HTMLElement,
  );

const confirmMarkPaid = async () =>
  user.click(
    within(await screen.findByRole('dialog', { name: 'Mark invoice RB-000007 paid?' })).getByRole('button', {
      name: 'Mark paid',
    }),
  );

describe("'All Invoices'", () => {
  it('lists number, date, customer, amount, due date, status and the PDF', async () => {
    renderInvoices();
    await screen.findByText('RB-000007', {}, { timeout: 10_000 });
    const overdue = rowOf('RB-000007');
    expect(overdue.getByText('The Crown Deli')).toBeInTheDocument();
    expect(overdue.getByText('£120.00')).toBeInTheDocument();
    expect(overdue.getByText('14 Feb 2026')).toBeInTheDocument();
    expect(overdue.getByText('Overdue')).toBeInTheDocument();
    expect(overdue.getByRole('link', { name: 'Download RB-000007 PDF' })).toHaveAttribute(
      'href',
      '/api/invoices/55555555-5555-4555-8555-555555555555/pdf',
    );
    expect(overdue.getByRole('button', { name: 'Mark paid: invoice RB-000007' })).toBeInTheDocument();
    // A paid invoice cannot be paid again.
    expect(rowOf('RB-000006').queryByRole('button', { name: /Mark paid/ })).not.toBeInTheDocument();
  });

  it('lists credit notes beside the invoices, each with the invoice it credits and its PDF', async () => {
    renderInvoices();
    const table = within(await screen.findByRole('table', { name: 'Credit notes' }, { timeout: 10_000 }));
    const row = within((await table.findByText('CN-00001')).closest('tr') as HTMLElement);
    expect(row.getByText('RB-000006')).toBeInTheDocument();
    expect(row.getByText('-£120.00')).toBeInTheDocument();
    expect(row.getByText('-£20.00')).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'Download CN-00001 PDF' })).toHaveAttribute(
      'href',
      '/api/credit-notes/66666666-6666-4666-8666-666666666666/pdf',
    );
  });

  it('marks an invoice paid', async () => {
    let sent: unknown;
    renderInvoices({
      'adminInvoices.markPaid': (input) => {
        sent = input;
        return ok({ id: input.id, reference: 'RB-000007', status: 'paid', orderStatus: 'paid' });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Mark paid: invoice RB-000007' }, { timeout: 10_000 }));
    // It moves money: it asks first, and backing out sends nothing.
    const ask = within(await screen.findByRole('dialog', { name: 'Mark invoice RB-000007 paid?' }));
    await user.click(ask.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Mark invoice RB-000007 paid?' })).not.toBeInTheDocument());
    expect(sent).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Mark paid: invoice RB-000007' }));
    await confirmMarkPaid();
    expect(await screen.findByText('Invoice RB-000007 marked paid.')).toBeInTheDocument();
    expect(sent).toEqual({ id: ROWS[0]?.id });
  });

  it('shows why marking paid was refused', async () => {
    renderInvoices({ 'adminInvoices.markPaid': () => trpcError('CONFLICT', 'Invoice RB-000007 is already paid.', 409) });
    await user.click(await screen.findByRole('button', { name: 'Mark paid: invoice RB-000007' }, { timeout: 10_000 }));
    await confirmMarkPaid();
    expect(await screen.findByText('Invoice RB-000007 is already paid.')).toBeInTheDocument();
  });

  it('filters by status and exports the filtered invoices as CSV', async () => {
    const files = captureDownloads();
    const lists: unknown[] = [];
    let exported: unknown;
    renderInvoices({
      'adminInvoices.list': (input) => {
        lists.push(input);
        return ok({ rows: ROWS, total: 2, page: 1, pageSize: 20 });
      },
      'adminInvoices.exportCsv': (input) => {
        exported = input;
        return ok('Invoice\r\nRB-000007\r\n');
      },
    });
    await user.click(await screen.findByRole('combobox', { name: 'Status' }, { timeout: 10_000 }));
    await user.click(await screen.findByRole('option', { name: 'Overdue' }));
    await waitFor(() =>
      expect(lists).toContainEqual({
        filters: { status: 'overdue' },
        sort: { id: 'createdAt', desc: true },
        page: 1,
        pageSize: 20,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(exported).toEqual({ sort: { id: 'createdAt', desc: true }, filters: { status: 'overdue' } });
    expect(files[0]?.name).toMatch(/^invoices-.*\.csv$/);
  });
});
