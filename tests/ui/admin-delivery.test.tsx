import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAdminApp } from './support/admin-fixtures';
import { DELIVERY_RATES, ok } from './support/msw';

const user = userEvent.setup({ delay: null });

describe("admin 'Delivery' page", () => {
  it('is in the sidebar and shows the stored bands, threshold, collection and subscription rate', async () => {
    renderAdminApp('/admin/delivery');
    expect(await screen.findByLabelText('Price of band 1 (£)')).toHaveValue('3.95');
    expect(await screen.findByRole('link', { name: 'Delivery' })).toHaveAttribute('href', '/admin/delivery');
    expect(screen.getByLabelText('Weight limit of band 4 (kg)')).toHaveValue('20');
    expect(screen.getByLabelText(/Free delivery from/)).toHaveValue('40');
    expect(screen.getByRole('switch', { name: 'Offer Collect / local delivery' })).not.toBeChecked();
    expect(screen.getByLabelText(/Subscription delivery/)).toHaveValue('3.95');
  });

  it('saves edits in pounds and kilograms, refusing a negative price first', async () => {
    const saved: unknown[] = [];
    renderAdminApp('/admin/delivery', {
      'delivery.update': (input) => {
        saved.push(input);
        return ok(DELIVERY_RATES);
      },
    });
    const price = await screen.findByLabelText('Price of band 2 (£)');
    await user.clear(price);
    await user.type(price, '-1');
    await user.click(screen.getByRole('button', { name: 'Save delivery rates' }));
    expect(await screen.findByText('Price must be non-negative')).toBeInTheDocument();
    expect(saved).toEqual([]);

    await user.clear(price);
    await user.type(price, '5.25');
    const threshold = screen.getByLabelText(/Free delivery from/);
    await user.clear(threshold);
    await user.type(threshold, '50');
    await user.click(screen.getByRole('switch', { name: 'Offer Collect / local delivery' }));
    await user.click(screen.getByRole('button', { name: 'Save delivery rates' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      bands: [
        { service: 'Tracked 48', maxWeightKg: 1, price: 3.95 },
        { service: 'Tracked 48', maxWeightKg: 2, price: 5.25 },
        { service: 'Tracked 48', maxWeightKg: 10, price: 7.95 },
        { service: 'Tracked 48', maxWeightKg: 20, price: 12.95 },
      ],
      freeThreshold: 50,
      collectEnabled: true,
      collectPrice: 0,
      subscriptionPrice: 3.95,
    });
    expect(await screen.findByText('Delivery rates saved')).toBeInTheDocument();
  });
});
