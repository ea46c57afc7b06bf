import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from './support/msw';
import { ORDER_DETAIL, ORDER_ID, ORDER_INVOICE, ORDER_SUMMARY } from './support/order-fixtures';
import { renderStorefront } from './support/storefront-render';

const BANK_DETAILS =
  'Please pay by bank transfer to Royal Biltong Ltd, sort code 12-34-56, account 12345678, quoting reference RB-000001. We dispatch as soon as your payment arrives.';

describe('the account after a bank-transfer order', () => {
  it('shows the order’s confirmation at the top, with the bank details and what happens next, on the Orders tab', async () => {
    const { router } = renderStorefront(`/account?tab=orders&placed=${ORDER_ID}`, {
      persona: 'customer',
      trpc: {
        'order.listMine': () => ok([ORDER_SUMMARY]),
        'order.getMine': () => ok({ ...ORDER_DETAIL, invoice: { ...ORDER_INVOICE, paymentInstructions: BANK_DETAILS } }),
      },
    });
    const notice = within(await screen.findByRole('region', { name: 'Thank you, order #1001 is placed' }));
    expect(notice.getByText('Total: £34.16')).toBeInTheDocument();
    expect(notice.getByText(BANK_DETAILS)).toBeInTheDocument();
    expect(notice.getByText('What happens next')).toBeInTheDocument();
    expect(
      notice.getByText(
        'We hold your order until the end of Monday 9 March 2026; if your payment has not arrived by then, it is cancelled.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('row', { name: /#1001/ })).toBeInTheDocument();

    await userEvent.click(notice.getByRole('button', { name: 'Close the order confirmation' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'orders' }));
    expect(screen.queryByRole('region', { name: 'Thank you, order #1001 is placed' })).not.toBeInTheDocument();
  });

  it('keeps the chosen tab in the URL, so Back and a reload return to it', async () => {
    const { router } = renderStorefront('/account', { persona: 'customer' });
    expect(await screen.findByRole('tab', { name: 'Subscriptions' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Invoices' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'invoices' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Details' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'details' }));
    router.history.back();
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Invoices' })).toHaveAttribute('aria-selected', 'true'));
  });
});
