import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_ROWS, accountRow, decidedProfile, listAccountsPage } from './support/accounts-fixtures';
import { renderAccountsApp } from './support/accounts-render';
import { ok, type TrpcResolvers, trpcError } from './support/msw';

type ListInput = {
  page: number;
  pageSize: number;
  sort: { id: string; desc: boolean };
  filters: { search?: string; accountType?: string; status?: string };
};

function renderDashboard(trpc: TrpcResolvers = {}) {
  const calls: ListInput[] = [];
  const view = renderAccountsApp('/account', {
    persona: 'admin',
    trpc: {
      'admin.listAccounts': (input) => {
        calls.push(input as ListInput);
        return ok(listAccountsPage(ACCOUNT_ROWS));
      },
      ...trpc,
    },
  });
  return { ...view, calls };
}

async function table() {
  const found = await screen.findByRole('table', { name: 'Accounts' });
  await within(found).findByText('Grocer & Sons', {}, { timeout: 10_000 });
  return within(found);
}

function rowOf(name: string): HTMLElement {
  const row = screen.getByText(name).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

async function openRowMenu(name: string) {
  await userEvent.click(within(rowOf(name)).getByRole('button', { name: `Actions for ${name}` }));
  return within(await screen.findByRole('menu'));
}

describe('Admin Dashboard: Account Management', () => {
  it("shows the accounts table's columns: name, type, status (or N/A), balance in USD right aligned, contact, email, terms", async () => {
    renderDashboard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Account Management' })).toBeInTheDocument();
    const t = await table();
    const headers = t.getAllByRole('columnheader').map((th) => th.textContent);
    // The first column holds the 'select all rows' checkbox.
    expect(headers).toEqual([
      '',
      'Account Name',
      'Account Type',
      'Status',
      'Balance',
      'Primary Contact',
      'Contact Email',
      'Trade Terms',
      'Actions',
    ]);
    const deli = within(rowOf('The Crown Deli'));
    expect(deli.getByText('Wholesale')).toBeInTheDocument();
    expect(deli.getByText('Approved')).toBeInTheDocument();
    expect(deli.getByText('$1,234.56').closest('td')).toHaveStyle({ textAlign: 'right' });
    expect(deli.getByText('Wendy Wholesale')).toBeInTheDocument();
    expect(deli.getByText('Net 30')).toBeInTheDocument();
    // A customer without a business name is listed by full name, with no status.
    const customer = within(rowOf('customer@royal-biltong.example'));
    expect(customer.getAllByText('Charlie Customer')).toHaveLength(2);
    expect(customer.getByText('N/A')).toBeInTheDocument();
  });

  it('filters on the server: debounced name search, type and status, back to page 1', async () => {
    const { calls } = renderDashboard();
    await table();
    await userEvent.type(screen.getByRole('textbox', { name: 'Filter by account name' }), 'crown');
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ filters: { search: 'crown' }, page: 1 }));
    // Debounced: no request for each keystroke.
    expect(calls.filter((c) => c.filters.search && c.filters.search !== 'crown')).toHaveLength(0);
    expect(screen.getByPlaceholderText('Filter by account name...')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Account type' }));
    expect(screen.getByRole('option', { name: 'All Types' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Wholesale' }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ filters: { search: 'crown', accountType: 'Wholesale' } }));

    await userEvent.click(screen.getByRole('combobox', { name: 'Account status' }));
    expect(screen.getByRole('option', { name: 'All Statuses' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Pending approval' }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ filters: { accountType: 'Wholesale', status: 'pending' } }));

    await userEvent.click(screen.getByRole('combobox', { name: 'Account type' }));
    await userEvent.click(screen.getByRole('option', { name: 'All Types' }));
    await waitFor(() => expect(calls.at(-1)?.filters.accountType).toBeUndefined());
  });

  it('pages with Previous and Next', async () => {
    const { calls } = renderDashboard({
      'admin.listAccounts': (input) => {
        calls.push(input as ListInput);
        const page = (input as ListInput).page;
        return ok(listAccountsPage([accountRow({ userId: `u-${page}`, businessName: `Shop on page ${page}` })], 23, page));
      },
    });
    expect(await screen.findByText('Shop on page 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Shop on page 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Shop on page 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Shop on page 2')).toBeInTheDocument();
    // Page 2 comes back from the query cache.
    expect(calls.map((c) => c.page)).toEqual([1, 2, 3]);
  });

  it("says 'No results.' when nothing matches", async () => {
    renderDashboard({ 'admin.listAccounts': () => ok(listAccountsPage([])) });
    expect(await screen.findByText('No results.')).toBeInTheDocument();
  });

  it("says 'Failed to load accounts: {message}'", async () => {
    renderDashboard({ 'admin.listAccounts': () => trpcError('INTERNAL_SERVER_ERROR', 'Database unavailable', 500) });
    expect(await screen.findByText('Failed to load accounts: Database unavailable')).toBeInTheDocument();
  });

  it('enables Approve/Reject only for wholesale accounts, not to the status they already have', async () => {
    renderDashboard();
    await table();
    const expectations: Array<[string, boolean, boolean]> = [
      ['Grocer & Sons', true, true],
      ['The Crown Deli', false, true],
      ['Rory Gym', true, false],
    ];
    for (const [name, approve, reject] of expectations) {
      const menu = await openRowMenu(name);
      const state = (label: string) => menu.getByRole('menuitem', { name: label }).hasAttribute('data-disabled');
      expect(state('Approve Account')).toBe(!approve);
      expect(state('Reject Account')).toBe(!reject);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    }
    await userEvent.click(
      within(rowOf('customer@royal-biltong.example')).getByRole('button', { name: 'Actions for Charlie Customer' }),
    );
    const menu = within(await screen.findByRole('menu'));
    expect(menu.getByRole('menuitem', { name: 'Approve Account' })).toHaveAttribute('data-disabled');
    expect(menu.getByRole('menuitem', { name: 'Reject Account' })).toHaveAttribute('data-disabled');
  });

  it('approves after the confirmation dialog, says so and reloads the table', async () => {
    const decisions: unknown[] = [];
    let resolveDecision: () => void = () => {};
    const { calls } = renderDashboard({
      'admin.decideAccount': async (input) => {
        decisions.push(input);
        await new Promise<void>((resolve) => {
          resolveDecision = resolve;
        });
        return ok(decidedProfile(input.decision));
      },
    });
    await table();
    const menu = await openRowMenu('Grocer & Sons');
    await userEvent.click(menu.getByRole('menuitem', { name: 'Approve Account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Are you sure you want to approve this account?' }));
    expect(
      dialog.getByText('This will change the status for Grocer & Sons. This action cannot be undone easily.'),
    ).toBeInTheDocument();
    const before = calls.length;
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm approve' }));
    expect(await dialog.findByRole('button', { name: 'Updating...' })).toBeDisabled();
    resolveDecision();
    expect(await screen.findByText('Account has been approved.')).toBeInTheDocument();
    expect(decisions).toEqual([{ userId: 'user-10', decision: 'approve' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(calls.length).toBeGreaterThan(before));
  });

  it('rejects after confirming; Cancel changes nothing', async () => {
    const decisions: unknown[] = [];
    renderDashboard({
      'admin.decideAccount': (input) => {
        decisions.push(input);
        return ok(decidedProfile(input.decision));
      },
    });
    await table();
    let menu = await openRowMenu('Grocer & Sons');
    await userEvent.click(menu.getByRole('menuitem', { name: 'Reject Account' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Are you sure you want to reject this account?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(decisions).toEqual([]);

    menu = await openRowMenu('Grocer & Sons');
    await userEvent.click(menu.getByRole('menuitem', { name: 'Reject Account' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Are you sure you want to reject this account?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm reject' }));
    expect(await screen.findByText('Account has been rejected.')).toBeInTheDocument();
    expect(decisions).toEqual([{ userId: 'user-10', decision: 'reject' }]);
  });

  it("says 'Failed to update account: {message}' when the decision is refused", async () => {
    renderDashboard({
      'admin.decideAccount': () => trpcError('BAD_REQUEST', 'This account is already approved.', 400),
    });
    await table();
    const menu = await openRowMenu('Grocer & Sons');
    await userEvent.click(menu.getByRole('menuitem', { name: 'Approve Account' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm approve' }));
    expect(await screen.findByText('Failed to update account: This account is already approved.')).toBeInTheDocument();
  });

  it('copies the user ID and links to the edit page', async () => {
    const user = userEvent.setup();
    const { router } = renderDashboard({
      'admin.getAccount': () => trpcError('NOT_FOUND', 'Account not found.', 404),
    });
    await table();
    await user.click(within(rowOf('The Crown Deli')).getByRole('button', { name: 'Actions for The Crown Deli' }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Copy user ID' }));
    expect(await screen.findByText('User ID copied to clipboard.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('user-2');

    await user.click(within(rowOf('The Crown Deli')).getByRole('button', { name: 'Actions for The Crown Deli' }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'View/Edit Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/account/user-2'));
  });

  it('keeps Activity in a tab beside the accounts (the overview has its own page, /admin)', async () => {
    renderDashboard();
    expect(await screen.findByRole('tab', { name: 'Accounts', selected: true })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Overview' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Activity' })).toBeInTheDocument();
  });
});
