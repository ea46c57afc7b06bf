import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { wholesaleDashboard } from './support/accounts-fixtures';
import { renderAccountsApp } from './support/accounts-render';
import { ok, trpcError } from './support/msw';
import { PROFILES, sessionFor } from './support/personas';

const PENDING = 'Could not load wholesale details. Your application might be pending approval.';

describe('Wholesale Portal dashboard (/account for a wholesaler)', () => {
  it('shows the trade account card, the balance to 2 decimals and recent balance movements', async () => {
    renderAccountsApp('/account', { persona: 'wholesaler', trpc: { 'wholesale.dashboard': () => ok(wholesaleDashboard()) } });
    expect(await screen.findByRole('navigation', { name: 'Wholesale Portal' })).toBeInTheDocument();
    expect(await screen.findByText('Account balance')).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('heading', { level: 2, name: 'The Crown Deli' })).toBeInTheDocument();
    expect(main.getByText('Approved')).toBeInTheDocument();
    expect(main.getByText('Retailer')).toBeInTheDocument();
    expect(main.getByText('Wendy Wholesale')).toBeInTheDocument();
    expect(main.getByText('trade@royal-biltong.example')).toBeInTheDocument();
    expect(main.getByText('£123.45')).toBeInTheDocument();
    expect(main.getByText('Net 30')).toBeInTheDocument();
    expect(main.getByText('Tier 1')).toBeInTheDocument();
    const ledger = within(main.getByRole('table', { name: 'Recent balance movements' }));
    expect(ledger.getByText('Order RB-1001 on account')).toBeInTheDocument();
    expect(ledger.getByText('+£123.45')).toBeInTheDocument();
  });

  it('shows £0.00 when there is no balance, and says when there are no movements', async () => {
    renderAccountsApp('/account', {
      persona: 'wholesaler',
      trpc: { 'wholesale.dashboard': () => ok(wholesaleDashboard({ accountBalancePence: 0, ledger: [] })) },
    });
    expect(await screen.findByText('£0.00')).toBeInTheDocument();
    expect(screen.getByText('No balance movements yet.')).toBeInTheDocument();
  });

  it('colours an approved status green and anything else orange', async () => {
    renderAccountsApp('/account', {
      persona: 'wholesaler',
      trpc: { 'wholesale.dashboard': () => ok(wholesaleDashboard({ status: 'pending' })) },
    });
    const badge = await screen.findByText('Pending approval');
    // The orange tone of the shop's status badge (dark text on a pale tint for AA contrast).
    expect(badge.closest('.mantine-Badge-root')).toHaveStyle({ color: '#8a3f00' });
  });

  it('shows the pending message when the server refuses the dashboard', async () => {
    renderAccountsApp('/account', {
      persona: 'wholesaler',
      trpc: { 'wholesale.dashboard': () => trpcError('FORBIDDEN', 'Approved wholesale accounts only.', 403) },
    });
    expect(await screen.findByText(PENDING)).toBeInTheDocument();
  });
});

describe('a pending trade applicant (role customer)', () => {
  it('sees the pending message in the customer view and never asks for the dashboard', async () => {
    const applicant = {
      ...PROFILES.customer,
      fullName: 'Gina Grocer',
      accountType: 'Wholesale' as const,
      status: 'pending' as const,
      businessName: 'Grocer & Sons',
      companyType: 'retailer',
    };
    // No 'wholesale.dashboard' resolver: a call would fail the test.
    renderAccountsApp('/account', {
      persona: 'customer',
      trpc: { 'account.session': () => ok(sessionFor('customer', applicant)) },
    });
    expect(await screen.findByRole('heading', { name: 'My Account' })).toBeInTheDocument();
    expect(screen.getByText(PENDING)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Subscriptions', selected: true })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Wholesale Portal' })).not.toBeInTheDocument();
  });

  it('a plain customer sees no such message', async () => {
    renderAccountsApp('/account', { persona: 'customer' });
    expect(await screen.findByRole('heading', { name: 'My Account' })).toBeInTheDocument();
    expect(screen.queryByText(PENDING)).not.toBeInTheDocument();
    for (const tab of ['Subscriptions', 'Details', 'Orders', 'Invoices']) {
      expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });
});
