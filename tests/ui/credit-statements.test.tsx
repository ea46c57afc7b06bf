import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountCredit, adminAccount, STATEMENT_MONTHS } from './support/accounts-fixtures';
import { renderAccountsApp } from './support/accounts-render';
import { ok } from './support/msw';

const statementsPage = (path = '/account/statements', months = STATEMENT_MONTHS) =>
  renderAccountsApp(path, { persona: 'wholesaler', trpc: { 'credit.myStatements': () => ok(months) } });

describe('Statements in the trade portal (/account/statements)', () => {
  it('lists the months with activity, newest first, and downloads the chosen month', async () => {
    statementsPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Statements' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Download October 2026 statement' });
    expect(link).toHaveAttribute('href', '/api/accounts/user-2/statements/2026-10/pdf');
    expect(screen.getByText('Opening balance £210.00 · Closing balance £300.00')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Statement month' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['October 2026', 'September 2026']);
    await userEvent.click(screen.getByRole('option', { name: 'September 2026' }));
    expect(screen.getByRole('link', { name: 'Download September 2026 statement' })).toHaveAttribute(
      'href',
      '/api/accounts/user-2/statements/2026-09/pdf',
    );
  });

  it('opens on the month the statement email links to', async () => {
    statementsPage('/account/statements?month=2026-09');
    expect(await screen.findByRole('link', { name: 'Download September 2026 statement' })).toBeInTheDocument();
  });

  it('says when there is no statement yet', async () => {
    statementsPage('/account/statements', []);
    expect(
      await screen.findByText('No statements yet. A statement is ready when a month with account activity ends.'),
    ).toBeInTheDocument();
  });

  it('is in the wholesale sidebar', async () => {
    statementsPage();
    const nav = await screen.findByRole('navigation', { name: 'Wholesale Portal' });
    expect(within(nav).getByRole('link', { name: 'Statements' })).toHaveAttribute('href', '/account/statements');
  });
});

describe('Credit control in the admin account editor', () => {
  const editPage = (credit = accountCredit()) =>
    renderAccountsApp('/admin/account/user-10', {
      persona: 'admin',
      trpc: { 'admin.getAccount': () => ok(adminAccount()), 'credit.account': () => ok(credit) },
    });

  it('shows the aged debt by days past due, and the statements to download', async () => {
    editPage();
    const aged = await screen.findByRole('table', { name: 'Aged debt' });
    const headers = within(aged)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Current', '1–30 days', '31–60 days', '61–90 days', 'Over 90 days', 'Total']);
    expect(
      within(aged)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['£10.00', '£20.00', '£12.50', '£0.00', '£0.00', '£42.50']);
    expect(screen.getByText('£457.50')).toBeInTheDocument(); // available under the £500.00 limit
    expect(screen.getByRole('link', { name: 'Download October 2026 statement' })).toHaveAttribute(
      'href',
      '/api/accounts/user-10/statements/2026-10/pdf',
    );
  });

  it('says when orders on account are held by an overdue invoice', async () => {
    editPage(accountCredit({ heldByOverdue: true, oldestUnpaidDaysLate: 12 }));
    expect(await screen.findByText('Orders on account are on hold')).toBeInTheDocument();
    expect(screen.getByText('The oldest unpaid invoice is 12 days overdue.')).toBeInTheDocument();
  });
});
