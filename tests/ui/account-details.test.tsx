import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderAccountsApp as renderApp } from './support/accounts-render';
import { ORIGIN, ok, server, trpcError } from './support/msw';
import { PROFILES, sessionFor } from './support/personas';

async function openDetailsTab() {
  await userEvent.click(await screen.findByRole('tab', { name: 'Details' }));
  return within(await screen.findByRole('tabpanel', { name: 'Details' }));
}

async function openEditDialog(scope: { getByRole: typeof screen.getByRole }) {
  await userEvent.click(scope.getByRole('button', { name: 'Edit Details' }));
  return within(await screen.findByRole('dialog', { name: 'Edit Details' }));
}

async function replace(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
}

describe('account details (customer view, Details tab)', () => {
  it('shows full name, email and address, and no business fields for a customer', async () => {
    renderApp('/account', { persona: 'customer' });
    const panel = await openDetailsTab();
    expect(panel.getByText('Charlie Customer')).toBeInTheDocument();
    expect(panel.getByText('customer@royal-biltong.example')).toBeInTheDocument();
    expect(panel.getByText('1 Castle Street, York, YO1 7HH')).toBeInTheDocument();
    expect(panel.queryByText('Business name')).not.toBeInTheDocument();
    const dialog = await openEditDialog(panel);
    expect(dialog.queryByRole('textbox', { name: /^Business name/ })).not.toBeInTheDocument();
    expect(dialog.queryByRole('combobox', { name: /^Company type/ })).not.toBeInTheDocument();
  });

  it("validates with the shared schema ('Full name is required', 'Invalid email address')", async () => {
    renderApp('/account', { persona: 'customer' });
    const dialog = await openEditDialog(await openDetailsTab());
    await replace(dialog.getByRole('textbox', { name: /^Full name/ }), '');
    await replace(dialog.getByRole('textbox', { name: /^Email/ }), 'not-an-email');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await dialog.findByText('Full name is required')).toBeInTheDocument();
    expect(dialog.getByText('Invalid email address')).toBeInTheDocument();
  });

  it('saves the details, says so and shows the new values', async () => {
    let input: Record<string, unknown> | undefined;
    let profile = PROFILES.customer;
    renderApp('/account', {
      persona: 'customer',
      trpc: {
        'account.session': () => ok(sessionFor('customer', profile)),
        'account.updateDetails': (raw) => {
          input = raw as Record<string, unknown>;
          profile = { ...profile, fullName: 'Charles Customer', city: 'Harrogate' };
          return ok(profile);
        },
      },
    });
    const panel = await openDetailsTab();
    const dialog = await openEditDialog(panel);
    await replace(dialog.getByRole('textbox', { name: /^Full name/ }), 'Charles Customer');
    await replace(dialog.getByRole('textbox', { name: /^City/ }), 'Harrogate');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Account details updated successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await panel.findByText('Charles Customer')).toBeInTheDocument();
    expect(input).toEqual({
      fullName: 'Charles Customer',
      email: 'customer@royal-biltong.example',
      phone: null,
      address1: '1 Castle Street',
      address2: null,
      city: 'Harrogate',
      postcode: 'YO1 7HH',
      businessName: null,
      companyType: null,
    });
    // Same email: better-auth is not asked to change it.
    expect(screen.queryByText('A confirmation email has been sent to your new email address.')).not.toBeInTheDocument();
  });

  it('asks better-auth to confirm a new email address, leaving the stored one unchanged', async () => {
    let changeBody: unknown;
    let profileInput: Record<string, unknown> | undefined;
    server.use(
      http.post(`${ORIGIN}/api/auth/change-email`, async ({ request }) => {
        changeBody = await request.json();
        return HttpResponse.json({ status: true });
      }),
    );
    renderApp('/account', {
      persona: 'customer',
      trpc: {
        'account.updateDetails': (raw) => {
          profileInput = raw as Record<string, unknown>;
          return ok(PROFILES.customer);
        },
      },
    });
    const dialog = await openEditDialog(await openDetailsTab());
    await replace(dialog.getByRole('textbox', { name: /^Email/ }), 'charlie@new.example');
    expect(dialog.getByText(/your email changes once you click it/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('A confirmation email has been sent to your new email address.')).toBeInTheDocument();
    expect(screen.getByText('Account details updated successfully.')).toBeInTheDocument();
    expect(changeBody).toEqual({ newEmail: 'charlie@new.example', callbackURL: '/account' });
    expect(profileInput?.email).toBe('customer@royal-biltong.example');
  });

  it("says 'Failed to update details: {message}' when the server refuses", async () => {
    renderApp('/account', {
      persona: 'customer',
      trpc: { 'account.updateDetails': () => trpcError('FORBIDDEN', 'Only trade accounts have a business name.', 403) },
    });
    const dialog = await openEditDialog(await openDetailsTab());
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Failed to update details: Only trade accounts have a business name.')).toBeInTheDocument();
    // The dialog stays open so nothing typed is lost.
    expect(screen.getByRole('dialog', { name: 'Edit Details' })).toBeInTheDocument();
  });

  it('reports a refused email change the same way', async () => {
    server.use(
      http.post(`${ORIGIN}/api/auth/change-email`, () => HttpResponse.json({ message: 'Email is the same' }, { status: 400 })),
    );
    renderApp('/account', { persona: 'customer', trpc: { 'account.updateDetails': () => ok(PROFILES.customer) } });
    const dialog = await openEditDialog(await openDetailsTab());
    await replace(dialog.getByRole('textbox', { name: /^Email/ }), 'charlie@new.example');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Failed to update details: Email is the same')).toBeInTheDocument();
  });

  it('keeps a pending applicant’s business name when they save their details', async () => {
    const applicant = {
      ...PROFILES.customer,
      accountType: 'Wholesale' as const,
      status: 'pending' as const,
      businessName: 'Grocer & Sons',
      companyType: 'retailer',
    };
    let input: Record<string, unknown> | undefined;
    renderApp('/account', {
      persona: 'customer',
      trpc: {
        'account.session': () => ok(sessionFor('customer', applicant)),
        'account.updateDetails': (raw) => {
          input = raw as Record<string, unknown>;
          return ok(applicant);
        },
      },
    });
    const dialog = await openEditDialog(await openDetailsTab());
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(input).toBeDefined());
    expect(input).toMatchObject({ businessName: 'Grocer & Sons', companyType: 'retailer' });
  });
});

describe('/account/profile (Your Profile)', () => {
  it('shows a wholesaler their details with business name and company type, and lets them edit both', async () => {
    let input: Record<string, unknown> | undefined;
    renderApp('/account/profile', {
      persona: 'wholesaler',
      trpc: {
        'account.updateDetails': (raw) => {
          input = raw as Record<string, unknown>;
          return ok(PROFILES.wholesaler);
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Profile' })).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByText('The Crown Deli')).toBeInTheDocument();
    expect(main.getByText('Retailer')).toBeInTheDocument();
    const dialog = await openEditDialog(main);
    await replace(dialog.getByRole('textbox', { name: /^Business name/ }), 'The Crown Deli & Bar');
    await userEvent.click(dialog.getByRole('combobox', { name: /^Company type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Pub' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Account details updated successfully.')).toBeInTheDocument();
    expect(input).toMatchObject({ businessName: 'The Crown Deli & Bar', companyType: 'pub' });
  });

  it('shows the same details to a customer and an admin', async () => {
    renderApp('/account/profile', { persona: 'admin' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Profile' })).toBeInTheDocument();
    expect(screen.getByText('Ada Admin')).toBeInTheDocument();
    expect(screen.getByText('Business name')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Details' })).toBeInTheDocument();
  });
});
