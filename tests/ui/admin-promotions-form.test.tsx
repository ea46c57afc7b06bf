import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makePromotion, renderAdminApp } from './support/admin-fixtures';
import { ok, type TrpcResolver, type TrpcResolvers, trpcError } from './support/msw';

const user = userEvent.setup({ delay: null });
const WELCOME = makePromotion({ minOrderAmountPence: 2500, maxUses: 50, validUntil: '2026-06-30' });

function renderPromotions(trpc: TrpcResolvers = {}) {
  return renderAdminApp('/admin/promotions', { 'promotion.list': () => ok([WELCOME]), ...trpc });
}

async function openCreateDialog() {
  await user.click(await screen.findByRole('button', { name: 'New Promotion' }));
  return within(await screen.findByRole('dialog', { name: 'Create New Promotion' }));
}

describe("'Create New Promotion' dialog and the promotion form rules", () => {
  it('has every field, Unlimited uses by default, and requires the code and the value', async () => {
    renderPromotions();
    const dialog = await openCreateDialog();
    expect(dialog.getByLabelText(/Discount Code/)).toBeInTheDocument();
    expect(dialog.getByLabelText('Description')).toBeInTheDocument();
    expect(dialog.getByRole('combobox', { name: 'Discount Type' })).toHaveValue('Percentage');
    expect(dialog.getByLabelText('Minimum Order Amount (£)')).toBeInTheDocument();
    expect(dialog.getByLabelText('Maximum Uses')).toHaveAttribute('placeholder', 'Unlimited');
    // @mantine/dates' DateInput, empty meaning no end date.
    expect(dialog.getByLabelText('Valid Until')).toHaveValue('');
    expect(dialog.getByLabelText('Valid Until')).toHaveAttribute('placeholder', 'No end date');
    expect(dialog.getByRole('switch', { name: 'Active' })).toBeChecked();
    expect(dialog.getByRole('switch', { name: 'Once per customer' })).not.toBeChecked();
    expect(dialog.getByRole('switch', { name: 'First orders only' })).not.toBeChecked();

    await user.click(dialog.getByRole('button', { name: 'Create Promotion' }));
    expect(await dialog.findByText('Discount code is required')).toBeInTheDocument();
    expect(dialog.getByText('Discount value is required')).toBeInTheDocument();
  });

  it('refuses a percentage over 100', async () => {
    renderPromotions();
    const dialog = await openCreateDialog();
    await user.type(dialog.getByLabelText(/Discount Code/), 'HALF');
    await user.type(dialog.getByLabelText(/Discount Value \(%\)/), '150');
    await user.click(dialog.getByRole('button', { name: 'Create Promotion' }));
    expect(await dialog.findByText('A percentage discount cannot be more than 100')).toBeInTheDocument();
  });

  it("upper-cases the code, sends empty fields as empty and says 'Promotion created successfully!'", async () => {
    let sent: unknown;
    renderPromotions({
      'promotion.create': (input) => {
        sent = input;
        return ok(makePromotion({ code: 'SUMMER5' }));
      },
    });
    const dialog = await openCreateDialog();
    await user.type(dialog.getByLabelText(/Discount Code/), 'summer5');
    expect(dialog.getByLabelText(/Discount Code/)).toHaveValue('SUMMER5');
    await user.click(dialog.getByRole('combobox', { name: 'Discount Type' }));
    await user.click(await screen.findByRole('option', { name: 'Fixed Amount' }));
    await user.type(dialog.getByLabelText(/Discount Value \(£\)/), '5.50');
    await user.click(dialog.getByRole('switch', { name: 'First orders only' }));
    await user.click(dialog.getByRole('button', { name: 'Create Promotion' }));

    expect(await screen.findByText('Promotion created successfully!')).toBeInTheDocument();
    expect(sent).toEqual({
      code: 'SUMMER5',
      description: '',
      discountType: 'fixed',
      discountValue: 5.5,
      minOrderAmount: '',
      maxUses: '',
      validUntil: '',
      isActive: true,
      oncePerCustomer: false,
      firstOrderOnly: true,
    });
  });

  it("shows 'Error creating promotion' with the server's message, also on the code field", async () => {
    renderPromotions({
      'promotion.create': () => trpcError('CONFLICT', 'A promotion with this code already exists.', 409),
    });
    const dialog = await openCreateDialog();
    await user.type(dialog.getByLabelText(/Discount Code/), 'WELCOME10');
    await user.type(dialog.getByLabelText(/Discount Value/), '10');
    await user.click(dialog.getByRole('button', { name: 'Create Promotion' }));
    expect(await screen.findByText('Error creating promotion')).toBeInTheDocument();
    await waitFor(() => expect(dialog.getByLabelText(/Discount Code/)).toHaveAccessibleDescription(/already exists/));
  });
});

describe("'Edit Promotion' dialog", () => {
  async function openEditDialog(update: TrpcResolver<'promotion.update'>) {
    renderPromotions({ 'promotion.update': update });
    await user.click(await screen.findByRole('button', { name: 'Edit WELCOME10' }));
    return within(await screen.findByRole('dialog', { name: 'Edit Promotion' }));
  }

  it("is filled in from the promotion and says 'Promotion updated successfully!'", async () => {
    let sent: unknown;
    const dialog = await openEditDialog((input) => {
      sent = input;
      return ok(WELCOME);
    });
    expect(dialog.getByLabelText(/Discount Code/)).toHaveValue('WELCOME10');
    expect(dialog.getByLabelText(/Discount Value \(%\)/)).toHaveValue('10');
    expect(dialog.getByLabelText('Minimum Order Amount (£)')).toHaveValue('25');
    expect(dialog.getByLabelText('Maximum Uses')).toHaveValue('50');
    expect(dialog.getByLabelText('Valid Until')).toHaveValue('30 Jun 2026');
    expect(dialog.getByRole('switch', { name: 'Once per customer' })).toBeChecked();
    await user.click(dialog.getByRole('button', { name: 'Update Promotion' }));
    expect(await screen.findByText('Promotion updated successfully!')).toBeInTheDocument();
    expect(sent).toMatchObject({
      id: WELCOME.id,
      code: 'WELCOME10',
      discountValue: 10,
      minOrderAmount: 25,
      maxUses: 50,
      validUntil: '2026-06-30',
    });
  });

  it('sets Valid Until by typing a date', async () => {
    const sent: unknown[] = [];
    const dialog = await openEditDialog((input) => {
      sent.push(input);
      return ok(WELCOME);
    });
    const validUntil = dialog.getByLabelText('Valid Until');
    await user.clear(validUntil);
    await user.type(validUntil, '24 Dec 2026');
    await user.tab();
    expect(validUntil).toHaveValue('24 Dec 2026');
    await user.click(dialog.getByRole('button', { name: 'Update Promotion' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ validUntil: '2026-12-24' });
  });

  it('picks Valid Until from the calendar', async () => {
    const sent: unknown[] = [];
    const dialog = await openEditDialog((input) => {
      sent.push(input);
      return ok(WELCOME);
    });
    // The calendar opens on the stored month (June 2026).
    await user.click(dialog.getByLabelText('Valid Until'));
    await user.click(await screen.findByRole('button', { name: '15 June 2026' }));
    expect(dialog.getByLabelText('Valid Until')).toHaveValue('15 Jun 2026');
    await user.click(dialog.getByRole('button', { name: 'Update Promotion' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ validUntil: '2026-06-15' });
  });

  it("shows 'Error updating promotion' with the message", async () => {
    const dialog = await openEditDialog(() =>
      trpcError('BAD_REQUEST', 'Maximum uses cannot be less than 3: this code has already been used 3 times.', 400),
    );
    await user.click(dialog.getByRole('button', { name: 'Update Promotion' }));
    expect(await screen.findByText('Error updating promotion')).toBeInTheDocument();
    expect(screen.getByText('Maximum uses cannot be less than 3: this code has already been used 3 times.')).toBeInTheDocument();
  });
});
