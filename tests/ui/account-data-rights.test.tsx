import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ERASURE_CONFIRMATION, UNPAID_BALANCE_MESSAGE } from '../../shared/account-erasure';
import { renderAccountsApp as renderApp } from './support/accounts-render';
import { ok, trpcError } from './support/msw';

async function yourData() {
  await userEvent.click(await screen.findByRole('tab', { name: 'Details' }));
  return within(await screen.findByRole('region', { name: 'Your data' }));
}

describe("the customer's data rights (Details tab)", () => {
  it("links 'Download my data' to the JSON file, and deletes the account after the password, saying what is kept", async () => {
    const user = userEvent.setup();
    const asked: unknown[] = [];
    renderApp('/account', {
      persona: 'customer',
      trpc: {
        'account.deleteAccount': (input) => {
          asked.push(input);
          return ok({ message: ERASURE_CONFIRMATION });
        },
      },
    });
    const section = await yourData();
    expect(section.getByRole('link', { name: 'Download my data' })).toHaveAttribute('href', '/api/account/data-export');

    await user.click(section.getByRole('button', { name: 'Delete my account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete my account' }));
    expect(dialog.getByText(/We keep your orders, invoices and credit notes, unchanged, for 6 years/)).toBeInTheDocument();
    await user.type(dialog.getByLabelText(/^Your password/), 'Customer-Biltong-2026');
    await user.click(dialog.getByRole('button', { name: 'Delete my account' }));
    const done = within(await screen.findByRole('dialog', { name: 'Your account has been deleted' }));
    expect(done.getByRole('status')).toHaveTextContent(ERASURE_CONFIRMATION);
    expect(asked).toEqual([{ password: 'Customer-Biltong-2026' }]);
  });

  it('tells a trade account that owes a balance to contact the shop', async () => {
    const user = userEvent.setup();
    renderApp('/account', {
      persona: 'customer',
      trpc: { 'account.deleteAccount': () => trpcError('CONFLICT', UNPAID_BALANCE_MESSAGE, 409) },
    });
    const section = await yourData();
    await user.click(section.getByRole('button', { name: 'Delete my account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete my account' }));
    await user.type(dialog.getByLabelText(/^Your password/), 'whatever-it-is');
    await user.click(dialog.getByRole('button', { name: 'Delete my account' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(UNPAID_BALANCE_MESSAGE);
  });
});
