import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderAccountsApp as renderApp } from './support/accounts-render';
import { ORIGIN, server } from './support/msw';

const CONFIRMATION = /If an account exists for .+, we have sent it a link to choose a new password/;

async function askForResetLink(email: string) {
  const dialog = within(await screen.findByRole('dialog', { name: 'Reset your password' }));
  const input = dialog.getByRole('textbox', { name: /^Email/ });
  await userEvent.clear(input);
  await userEvent.type(input, email);
  await userEvent.click(dialog.getByRole('button', { name: 'Send reset link' }));
}

describe("'Forgot password?' on the Login tab", () => {
  it('asks for the email, requests a reset link and confirms without saying whether the account exists', async () => {
    const requests: unknown[] = [];
    server.use(
      http.post(`${ORIGIN}/api/auth/request-password-reset`, async ({ request }) => {
        requests.push(await request.json());
        // better-auth answers the same for an unknown address.
        return HttpResponse.json({
          status: true,
          message: 'If this email exists in our system, check your email for the reset link',
        });
      }),
    );
    renderApp('/auth');
    const login = within(await screen.findByRole('tabpanel', { name: 'Login' }));
    await userEvent.type(login.getByRole('textbox', { name: /^Email/ }), 'someone@example.com');
    await userEvent.click(login.getByRole('button', { name: 'Forgot password?' }));
    // The address typed on the Login tab is carried over.
    const dialog = within(await screen.findByRole('dialog', { name: 'Reset your password' }));
    expect(dialog.getByRole('textbox', { name: /^Email/ })).toHaveValue('someone@example.com');
    await userEvent.click(dialog.getByRole('button', { name: 'Send reset link' }));
    expect(await dialog.findByText(CONFIRMATION)).toBeInTheDocument();
    expect(requests).toEqual([{ email: 'someone@example.com', redirectTo: '/reset-password' }]);

    await userEvent.click(dialog.getByRole('button', { name: 'Back to login' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(login.getByRole('button', { name: 'Forgot password?' }));
    await askForResetLink('nobody@example.com');
    expect(await screen.findByText(CONFIRMATION)).toBeInTheDocument();
    expect(requests).toHaveLength(2);
  });

  it('validates the email first', async () => {
    renderApp('/auth');
    await userEvent.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reset your password' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send reset link' }));
    expect(await dialog.findByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('shows the server message when the request is refused (rate limit)', async () => {
    server.use(
      http.post(`${ORIGIN}/api/auth/request-password-reset`, () =>
        HttpResponse.json({ message: 'Too many requests. Please try again later.' }, { status: 429 }),
      ),
    );
    renderApp('/auth');
    await userEvent.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    await askForResetLink('someone@example.com');
    expect(await screen.findByText('Too many requests. Please try again later.')).toBeInTheDocument();
  });
});

describe('/reset-password (the emailed link)', () => {
  async function choosePassword(password: string, confirm = password) {
    await userEvent.type(await screen.findByLabelText(/^New password/, { selector: 'input' }), password);
    await userEvent.type(screen.getByLabelText(/^Confirm new password/, { selector: 'input' }), confirm);
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
  }

  it('sets the new password with the token, says so and goes to /auth', async () => {
    let body: unknown;
    server.use(
      http.post(`${ORIGIN}/api/auth/reset-password`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ status: true });
      }),
    );
    const { router } = renderApp('/reset-password?token=tok-123');
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument();
    await choosePassword('a-brand-new-passphrase');
    expect(await screen.findByText('Your password has been changed. Please log in with your new password.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(body).toEqual({ newPassword: 'a-brand-new-passphrase', token: 'tok-123' });
  });

  it('checks length and confirmation before calling the server', async () => {
    renderApp('/reset-password?token=tok-123');
    await choosePassword('short', 'other');
    expect(await screen.findByText('Password must be at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
  });

  it("shows the server's refusal of a common password on the field", async () => {
    server.use(
      http.post(`${ORIGIN}/api/auth/reset-password`, () =>
        HttpResponse.json(
          { code: 'PASSWORD_TOO_COMMON', message: 'This password is too common. Please choose one that is harder to guess.' },
          { status: 400 },
        ),
      ),
    );
    renderApp('/reset-password?token=tok-123');
    await choosePassword('password123');
    const field = await screen.findByLabelText(/^New password/, { selector: 'input' });
    await waitFor(() => expect(field).toHaveAccessibleDescription(/This password is too common/));
  });

  it('explains an expired or used link and offers a new one', async () => {
    renderApp('/reset-password?error=INVALID_TOKEN');
    expect(await screen.findByText(/This password reset link is invalid or has already been used/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send me a new link' }));
    expect(await screen.findByRole('dialog', { name: 'Reset your password' })).toBeInTheDocument();
  });

  it('treats a link without a token as expired', async () => {
    renderApp('/reset-password');
    expect(await screen.findByText(/This password reset link is invalid or has already been used/)).toBeInTheDocument();
  });

  it('switches to the expired message when the server refuses the token on submit', async () => {
    server.use(
      http.post(`${ORIGIN}/api/auth/reset-password`, () =>
        HttpResponse.json({ code: 'INVALID_TOKEN', message: 'Invalid token' }, { status: 400 }),
      ),
    );
    renderApp('/reset-password?token=used-token');
    await choosePassword('a-brand-new-passphrase');
    expect(await screen.findByText(/This password reset link is invalid or has already been used/)).toBeInTheDocument();
  });
});
