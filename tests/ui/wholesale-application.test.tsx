import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderAccountsApp as renderApp } from './support/accounts-render';
import { ORIGIN, server } from './support/msw';

async function form() {
  return within(await screen.findByRole('form', { name: 'Wholesale Account Application' }));
}

async function chooseCompanyType(label: string) {
  const f = await form();
  await userEvent.click(f.getByRole('combobox', { name: /^Company type/ }));
  await userEvent.click(await screen.findByRole('option', { name: label }));
}

async function fillApplication({ vat = '' } = {}) {
  const f = await form();
  await userEvent.type(f.getByRole('textbox', { name: /^Contact full name/ }), 'Gina Grocer');
  await userEvent.type(f.getByRole('textbox', { name: /^Business name/ }), 'Grocer & Sons');
  await chooseCompanyType('Sports club');
  await userEvent.type(f.getByRole('textbox', { name: /^Email/ }), 'gina@grocer.example');
  await userEvent.type(f.getByLabelText(/^Password/, { selector: 'input' }), 'a-long-passphrase');
  await userEvent.type(f.getByRole('textbox', { name: /^Phone/ }), '01632 960123');
  if (vat) await userEvent.type(f.getByRole('textbox', { name: /^VAT number/ }), vat);
}

const submit = async () => userEvent.click((await form()).getByRole('button', { name: 'Submit Application' }));

describe('wholesale application (/wholesale)', () => {
  it('shows the pitch and the application form', async () => {
    renderApp('/wholesale');
    expect(await screen.findByRole('heading', { level: 1, name: 'Join the Kingdom' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Why stock Royal Biltong?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Wholesale Account Application' })).toBeInTheDocument();
  });

  it('applies with the trade profile, says so and goes to /auth', async () => {
    let body: unknown;
    server.use(
      http.post(`${ORIGIN}/api/auth/sign-up/email`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ token: null, user: { id: 'u-9' } });
      }),
    );
    const { router } = renderApp('/wholesale');
    await fillApplication({ vat: 'gb 123 4567 89' });
    await submit();
    expect(
      await screen.findByText('Wholesale account application submitted! Please check your email to verify your account.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(body).toEqual({
      name: 'Gina Grocer',
      email: 'gina@grocer.example',
      password: 'a-long-passphrase',
      callbackURL: '/auth?verified=1',
      profile: {
        accountType: 'Wholesale',
        fullName: 'Gina Grocer',
        businessName: 'Grocer & Sons',
        companyType: 'sports club',
        phone: '01632 960123',
        vatNumber: 'GB 123 4567 89',
      },
    });
  });

  it('leaves the VAT number out when none is given', async () => {
    let body: { profile?: Record<string, unknown> } = {};
    server.use(
      http.post(`${ORIGIN}/api/auth/sign-up/email`, async ({ request }) => {
        body = (await request.json()) as typeof body;
        return HttpResponse.json({ token: null, user: { id: 'u-9' } });
      }),
    );
    renderApp('/wholesale');
    await fillApplication();
    await submit();
    await waitFor(() => expect(body.profile).toBeDefined());
    expect(body.profile).not.toHaveProperty('vatNumber');
  });

  it('validates with the shared schema before calling the server', async () => {
    renderApp('/wholesale');
    await submit();
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Business name is required')).toBeInTheDocument();
    expect(screen.getByText('Please choose a company type')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
  });

  it('refuses a VAT number that is not in the UK format', async () => {
    renderApp('/wholesale');
    await fillApplication({ vat: '12345' });
    await submit();
    expect(await screen.findByText('Please enter a valid UK VAT number (e.g. GB123456789)')).toBeInTheDocument();
  });

  it('says when the email is already registered', async () => {
    server.use(
      http.post(`${ORIGIN}/api/auth/sign-up/email`, () =>
        HttpResponse.json({ code: 'USER_ALREADY_EXISTS', message: 'User with this email already exists.' }, { status: 422 }),
      ),
    );
    renderApp('/wholesale');
    await fillApplication();
    await submit();
    expect(await screen.findByText('A user with this email already exists')).toBeInTheDocument();
  });

  it('shows the server message otherwise (a common password)', async () => {
    server.use(
      http.post(`${ORIGIN}/api/auth/sign-up/email`, () =>
        HttpResponse.json(
          { code: 'PASSWORD_TOO_COMMON', message: 'This password is too common. Please choose one that is harder to guess.' },
          { status: 400 },
        ),
      ),
    );
    renderApp('/wholesale');
    await fillApplication();
    await submit();
    expect(
      await screen.findByText('This password is too common. Please choose one that is harder to guess.'),
    ).toBeInTheDocument();
  });

  it("falls back to 'Could not create wholesale account' without a server message", async () => {
    server.use(http.post(`${ORIGIN}/api/auth/sign-up/email`, () => HttpResponse.json({}, { status: 500 })));
    renderApp('/wholesale');
    await fillApplication();
    await submit();
    expect(await screen.findByText('Could not create wholesale account')).toBeInTheDocument();
  });
});
