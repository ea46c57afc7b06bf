import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminAccount, decidedProfile } from './support/accounts-fixtures';
import { renderAccountsApp } from './support/accounts-render';
import { makeOrderRow } from './support/admin-fixtures';
import { ok, type TrpcResolvers, tablePage, trpcError } from './support/msw';

function renderEditPage(trpc: TrpcResolvers = {}, persona: 'admin' | 'customer' = 'admin') {
  return renderAccountsApp('/admin/account/user-10', {
    persona,
    trpc: { 'admin.getAccount': () => ok(adminAccount()), 'adminOrders.list': () => tablePage([]), ...trpc },
  });
}

async function replace(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
}

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: new RegExp(`^${label}`) }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('Edit account (/admin/account/{userId})', () => {
  it('names the account, links back to the dashboard and fills the form', async () => {
    const { router } = renderEditPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Editing account for Grocer & Sons' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Full name/ })).toHaveValue('Gina Grocer');
    expect(screen.getByRole('combobox', { name: /^Terms/ })).toHaveValue('Net 30');
    expect(screen.getByRole('textbox', { name: /^Credit limit/ })).toHaveValue('500.00');
    expect(screen.getByRole('combobox', { name: /^Price tier/ })).toHaveValue('Tier 2');
    expect(screen.getByRole('combobox', { name: /^Role/ })).toHaveValue('Wholesaler');
    expect(screen.getByRole('combobox', { name: /^Status/ })).toHaveValue('Approved');
    // Approved already: no decision to make here.
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
  });

  it('shows a status and a role by their labels, not their stored values', async () => {
    renderEditPage({ 'admin.getAccount': () => ok(adminAccount({ status: 'pending', role: 'customer' })) });
    await screen.findByRole('heading', { level: 1, name: 'Editing account for Grocer & Sons' });
    expect(screen.getByRole('combobox', { name: /^Status/ })).toHaveValue('Pending approval');
    expect(screen.getByRole('combobox', { name: /^Role/ })).toHaveValue('Customer');
  });

  it('approves or rejects a pending wholesale application after the confirmation dialog', async () => {
    const decisions: unknown[] = [];
    renderEditPage({
      'admin.getAccount': () => ok(adminAccount({ status: 'pending', role: 'customer' })),
      'admin.decideAccount': (input) => {
        decisions.push(input);
        return ok(decidedProfile(input.decision));
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Are you sure you want to approve this account?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm approve' }));
    expect(await screen.findByText('Account has been approved.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const reject = within(await screen.findByRole('dialog', { name: 'Are you sure you want to reject this account?' }));
    await userEvent.click(reject.getByRole('button', { name: 'Confirm reject' }));
    await waitFor(() =>
      expect(decisions).toEqual([
        { userId: 'user-10', decision: 'approve' },
        { userId: 'user-10', decision: 'reject' },
      ]),
    );
  });

  it("lists the customer's orders from the admin order listing, each linking to the order", async () => {
    const asked: unknown[] = [];
    const order = makeOrderRow({
      id: 'order-1',
      number: 1042,
      createdAt: new Date('2026-11-23T10:00:00Z'),
      status: 'packed',
      totalPence: 12_345,
    });
    renderEditPage({
      'adminOrders.list': (input) => {
        asked.push(input);
        return tablePage([order]);
      },
    });
    const table = within(await screen.findByRole('table', { name: 'Orders of this customer' }));
    expect(asked).toContainEqual(expect.objectContaining({ filters: { userId: 'user-10' } }));
    // All Orders searched for its number (the router writes the search value as JSON).
    expect(table.getByRole('link', { name: '#1042' })).toHaveAttribute('href', '/admin/orders?search=%221042%22');
    expect(table.getByText('23 Nov 2026')).toBeInTheDocument();
    expect(table.getByText('Packed')).toBeInTheDocument();
    expect(table.getByText('£123.45')).toBeInTheDocument();
  });

  it('uses the full name when there is no business name', async () => {
    renderEditPage({ 'admin.getAccount': () => ok(adminAccount({ businessName: null })) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Editing account for Gina Grocer' })).toBeInTheDocument();
  });

  it('saves every field with the shared schema and says so', async () => {
    let input: unknown;
    renderEditPage({
      'admin.updateAccount': (raw) => {
        input = raw;
        return ok(adminAccount().profile);
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Editing account for Grocer & Sons' });
    await choose('Terms', 'Net 14');
    await replace(screen.getByRole('textbox', { name: /^Credit limit/ }), '750');
    await choose('Price tier', 'Tier 3');
    await choose('Company type', 'Gym');
    await userEvent.click(screen.getByRole('checkbox', { name: /^PO number required/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Account updated successfully.')).toBeInTheDocument();
    expect(input).toEqual({
      userId: 'user-10',
      fullName: 'Gina Grocer',
      phone: '01632 960123',
      address1: '5 Market Row',
      address2: null,
      city: 'Leeds',
      postcode: 'LS1 6AB',
      businessName: 'Grocer & Sons',
      companyType: 'gym',
      accountType: 'Wholesale',
      status: 'approved',
      role: 'wholesaler',
      priceTier: 3,
      termsDays: 14,
      creditLimit: '750',
      poNumberRequired: true,
    });
  });

  it('offers only Net 7, 14, 30 and 60; an empty credit limit means no limit, and a bad one is refused', async () => {
    let input: unknown;
    renderEditPage({
      'admin.updateAccount': (raw) => {
        input = raw;
        return ok(adminAccount().profile);
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Editing account for Grocer & Sons' });
    await userEvent.click(screen.getByRole('combobox', { name: /^Terms/ }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Net 7', 'Net 14', 'Net 30', 'Net 60']);
    await userEvent.keyboard('{Escape}');
    const limit = screen.getByRole('textbox', { name: /^Credit limit/ });
    await replace(limit, '£500');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter the credit limit in pounds, e.g. 500 or 1250.00')).toBeInTheDocument();
    expect(input).toBeUndefined();
    await replace(limit, '');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(input).toMatchObject({ termsDays: 30, creditLimit: null }));
  });

  it('validates before saving and reports a refusal', async () => {
    renderEditPage({ 'admin.updateAccount': () => trpcError('BAD_REQUEST', 'You cannot remove your own admin role.', 400) });
    await screen.findByRole('heading', { level: 1, name: 'Editing account for Grocer & Sons' });
    await replace(screen.getByRole('textbox', { name: /^Full name/ }), '');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /^Full name/ }), 'Gina');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Failed to update account: You cannot remove your own admin role.')).toBeInTheDocument();
  });

  it('shows the balance and its ledger, and records an adjustment with a reason', async () => {
    let input: unknown;
    renderEditPage({
      'admin.adjustBalance': (raw) => {
        input = raw;
        return ok({ balancePence: 3_000 });
      },
    });
    expect(await screen.findByLabelText('Current balance')).toHaveTextContent('£42.50');
    const ledger = within(screen.getByRole('table', { name: 'Balance ledger' }));
    expect(ledger.getByText('Order RB-1001 on account')).toBeInTheDocument();
    expect(ledger.getByText('+£60.00')).toBeInTheDocument();
    expect(ledger.getByText('-£17.50')).toBeInTheDocument();

    const form = within(screen.getByRole('form', { name: 'Adjust balance' }));
    await userEvent.click(form.getByRole('button', { name: 'Record adjustment' }));
    expect(await form.findByText('Enter an amount in pounds, e.g. 25.00 or -10.50')).toBeInTheDocument();
    expect(form.getByText('Please give a reason for the adjustment')).toBeInTheDocument();

    await userEvent.type(form.getByRole('textbox', { name: /^Amount/ }), '-12.50');
    await userEvent.type(form.getByRole('textbox', { name: /^Reason/ }), 'Cheque received');
    await userEvent.click(form.getByRole('button', { name: 'Record adjustment' }));
    expect(await screen.findByText('Balance adjusted. The new balance is £30.00.')).toBeInTheDocument();
    expect(input).toEqual({ userId: 'user-10', amount: '-12.50', reason: 'Cheque received' });
    await waitFor(() => expect(form.getByRole('textbox', { name: /^Amount/ })).toHaveValue(''));
  });

  it('shows the load error message', async () => {
    renderEditPage({ 'admin.getAccount': () => trpcError('NOT_FOUND', 'Account not found.', 404) });
    expect(await screen.findByText('Account not found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toBeInTheDocument();
  });

  it('denies everyone but admins, without asking for the account', async () => {
    // No 'admin.getAccount' call may happen: the resolver would fail the test if it were missing; here it throws.
    renderEditPage(
      {
        'admin.getAccount': () => {
          throw new Error('a customer must not ask for an account');
        },
      },
      'customer',
    );
    expect(await screen.findByText('Access Denied.')).toBeInTheDocument();
  });
});
