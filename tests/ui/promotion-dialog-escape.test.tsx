import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAdminApp } from './support/admin-fixtures';
import { ok } from './support/msw';

const user = userEvent.setup({ delay: null });
/** The calendar's day buttons ('15 June 2026'): present only while the calendar is open. */
const DAY = { name: /^\d{1,2} [A-Z][a-z]+ \d{4}$/ };

describe("Escape in the promotion dialog's 'Valid Until' calendar", () => {
  it('closes the calendar only, keeping the dialog and what was typed; a second Escape closes the dialog', async () => {
    renderAdminApp('/admin/promotions', { 'promotion.list': () => ok([]) });
    await user.click(await screen.findByRole('button', { name: 'New Promotion' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create New Promotion' }));
    await user.type(dialog.getByLabelText(/Discount Code/), 'spring10');

    await user.click(dialog.getByLabelText('Valid Until'));
    expect((await screen.findAllByRole('button', DAY)).length).toBeGreaterThanOrEqual(28);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryAllByRole('button', DAY)).toHaveLength(0));
    expect(screen.getByRole('dialog', { name: 'Create New Promotion' })).toBeInTheDocument();
    expect(dialog.getByLabelText(/Discount Code/)).toHaveValue('SPRING10');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create New Promotion' })).not.toBeInTheDocument());
  });
});
