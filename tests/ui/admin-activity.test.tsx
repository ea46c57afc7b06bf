import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { describeAuditChange } from '../../shared/audit-summary';
import { ACCOUNT_ROWS, listAccountsPage } from './support/accounts-fixtures';
import { renderAccountsApp } from './support/accounts-render';
import { ok, tablePage } from './support/msw';

const PRODUCT_ID = '11111111-1111-4111-8111-111111111111';

// The server words the change with describeAuditChange; the page shows its lines as they come.
const PRICE_CHANGE = describeAuditChange({
  action: 'product.update',
  before: { name: 'Chilli', variants: [{ weight: '250g', priceNetPence: 833, stock: 10 }] },
  after: { name: 'Chilli', variants: [{ weight: '250g', priceNetPence: 917, stock: 10 }] },
});

const ENTRY = {
  id: 'a1',
  createdAt: new Date('2026-03-02T10:15:00.000Z'),
  action: 'product.update',
  targetType: 'product',
  targetId: PRODUCT_ID,
  actorUserId: 'u-admin',
  actorName: 'Shop Admin',
  actorEmail: 'boss@example.com',
  summary: PRICE_CHANGE,
  record: { type: 'product', id: PRODUCT_ID, label: 'Chilli', number: null },
};

describe('Admin Dashboard: Activity (the audit log)', () => {
  it('shows who (name and email), what in words and a link to the record', async () => {
    const calls: unknown[] = [];
    renderAccountsApp('/account', {
      persona: 'admin',
      trpc: {
        'admin.listAccounts': () => ok(listAccountsPage(ACCOUNT_ROWS)),
        'adminOverview.activity': (input) => {
          calls.push(input);
          return tablePage([ENTRY]);
        },
      },
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Activity' }, { timeout: 10_000 }));
    const table = await screen.findByRole('table', { name: 'Activity' }, { timeout: 10_000 });
    const row = (await within(table).findByText('Shop Admin')).closest('tr') as HTMLElement;
    expect(within(row).getByText('boss@example.com')).toBeInTheDocument();
    expect(PRICE_CHANGE).toContain('250g price: £8.33 → £9.17');
    expect(within(row).getByText('250g price: £8.33 → £9.17')).toBeInTheDocument();
    expect(within(row).queryByText(PRODUCT_ID)).not.toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Chilli' })).toHaveAttribute('href', `/admin/products/${PRODUCT_ID}`);
    // The log asks the server for a page in the shared table input.
    expect(calls[0]).toMatchObject({ page: 1, sort: { id: 'createdAt', desc: true } });
  });
});
