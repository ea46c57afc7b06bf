import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS } from '../../shared/settings';
import { renderAdminApp } from './support/admin-fixtures';
import { ok } from './support/msw';

const user = userEvent.setup({ delay: null });
const STORED = { ...DEFAULT_SHOP_SETTINGS, bankTransferHoldDays: 4 };

describe("admin 'Shop settings' page", () => {
  it('is in the sidebar and shows each section with the stored values', async () => {
    renderAdminApp('/admin/settings', { 'settings.get': () => ok(STORED) });
    expect(await screen.findByLabelText(/Hold a bank-transfer order for/)).toHaveValue('4');
    expect(await screen.findByRole('link', { name: 'Shop settings' })).toHaveAttribute('href', '/admin/settings');
    expect(screen.getByRole('heading', { name: 'Orders and payment' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Subscriptions' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Unpaid orders per customer/)).toHaveValue('2');
    expect(screen.getByLabelText(/^Quantity per line/)).toHaveValue('20');
    expect(screen.getByLabelText(/^Subscriptions per plan/)).toHaveValue('2');
  });

  it('refuses a bad value with its message, then saves only what changed', async () => {
    const saved: unknown[] = [];
    renderAdminApp('/admin/settings', {
      'settings.get': () => ok(STORED),
      'settings.update': (input) => {
        saved.push(input);
        return ok({ ...STORED, ...(input as object) });
      },
    });
    const hold = await screen.findByLabelText(/Hold a bank-transfer order for/);
    await user.clear(hold);
    await user.click(screen.getByRole('button', { name: 'Save shop settings' }));
    expect(await screen.findByText('Hold time is required')).toBeInTheDocument();
    await user.type(hold, '0');
    await user.click(screen.getByRole('button', { name: 'Save shop settings' }));
    expect(await screen.findByText('Hold time must be at least 1')).toBeInTheDocument();
    expect(saved).toEqual([]);

    await user.clear(hold);
    await user.type(hold, '5');
    const unpaid = screen.getByLabelText(/^Unpaid orders per customer/);
    await user.clear(unpaid);
    await user.type(unpaid, '3');
    await user.click(screen.getByRole('button', { name: 'Save shop settings' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ bankTransferHoldDays: 5, maxUnpaidOrders: 3 });
    expect(await screen.findByText('Shop settings saved')).toBeInTheDocument();
  });
});
