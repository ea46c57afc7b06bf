import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderAccountsApp as renderApp } from './support/accounts-render';
import { ORIGIN, ok, server } from './support/msw';
import { sessionFor } from './support/personas';

describe('login and sign-up (/auth)', () => {
  async function fillLogin(email: string) {
    const panel = within(await screen.findByRole('tabpanel', { name: 'Login' }));
    await userEvent.type(panel.getByRole('textbox', { name: /^Email/ }), email);
    await userEvent.type(panel.getByLabelText(/^Password/, { selector: 'input' }), 'Customer-Biltong-2026');
    await userEvent.click(panel.getByRole('button', { name: 'Login' }));
  }

  it('logs in, says so and goes to the redirect target', async () => {
    let signedIn = false;
    server.use(
      http.post(`${ORIGIN}/api/auth/sign-in/email`, () => {
        signedIn = true;
        return HttpResponse.json({ redirect: false, token: 't', user: sessionFor('customer')?.user });
      }),
    );
    // Signed out until the sign-in: the page must read the session again afterwards.
    const { router } = renderApp('/auth?redirect=%2Faccount%2Forders', {
      trpc: { 'account.session': () => ok(signedIn ? sessionFor('customer') : null) },
    });
    await fillLogin('customer@royal-biltong.example');
    expect(await screen.findByText('Logged in successfully!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Your Orders' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/orders');
  });

  // The raw parameter must never be followed off the site.
  it.each(['https://evil.example', '//evil.example', '/%5Cevil.example', '/%09/evil.example', 'javascript:alert(1)'])(
    'logs in from /auth?redirect=%s and lands on /account',
    async (hostile) => {
      let signedIn = false;
      server.use(
        http.post(`${ORIGIN}/api/auth/sign-in/email`, () => {
          signedIn = true;
          return HttpResponse.json({ redirect: false, token: 't', user: sessionFor('customer')?.user });
        }),
      );
      const { router } = renderApp(`/auth?redirect=${hostile.startsWith('/') ? hostile : encodeURIComponent(hostile)}`, {
        trpc: { 'account.session': () => ok(signedIn ? sessionFor('customer') : null) },
      });
      expect(router.state.location.search).toEqual({ redirect: '/account' });
      await fillLogin('customer@royal-biltong.example');
      await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
      expect(window.location.origin).toBe(ORIGIN);
    },
  );

  it('offers to resend the verification email to an unverified user', async () => {
    let resentTo: unknown;
    server.use(
      http.post(`${ORIGIN}/api/auth/sign-in/email`, () =>
        HttpResponse.json({ code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' }, { status: 403 }),
      ),
      http.post(`${ORIGIN}/api/auth/send-verification-email`, async ({ request }) => {
        resentTo = await request.json();
        return HttpResponse.json({ status: true });
      }),
    );
    renderApp('/auth');
    await fillLogin('new@royal-biltong.example');
    await userEvent.click(await screen.findByRole('button', { name: 'Resend verification email' }));
    await waitFor(() => expect(resentTo).toEqual({ email: 'new@royal-biltong.example', callbackURL: '/auth?verified=1' }));
    expect(await screen.findByText('Verification email sent. Please check your inbox.')).toBeInTheDocument();
  });

  it('shows the server message when the login fails', async () => {
    server.use(
      http.post(`${ORIGIN}/api/auth/sign-in/email`, () =>
        HttpResponse.json({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }, { status: 401 }),
      ),
    );
    renderApp('/auth');
    await fillLogin('customer@royal-biltong.example');
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
  });

  async function fillSignUp() {
    await userEvent.click(await screen.findByRole('tab', { name: 'Sign Up' }));
    const panel = within(screen.getByRole('tabpanel', { name: 'Sign Up' }));
    await userEvent.type(panel.getByRole('textbox', { name: /^Full name/ }), 'Charlie Customer');
    await userEvent.type(panel.getByRole('textbox', { name: /^Email/ }), 'charlie@royal-biltong.example');
    await userEvent.type(panel.getByLabelText(/^Password/, { selector: 'input' }), 'a-long-passphrase');
    await userEvent.type(panel.getByRole('textbox', { name: /^Address line 1/ }), '1 Castle Street');
    await userEvent.type(panel.getByRole('textbox', { name: /^City/ }), 'York');
    await userEvent.type(panel.getByRole('textbox', { name: /^Postcode/ }), 'YO1 7HH');
    await userEvent.click(panel.getByRole('button', { name: 'Create Account' }));
  }

  it('signs up with the profile metadata and asks the user to verify their email', async () => {
    let body: unknown;
    server.use(
      http.post(`${ORIGIN}/api/auth/sign-up/email`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ token: null, user: { id: 'u' } });
      }),
    );
    renderApp('/auth');
    await fillSignUp();
    expect(await screen.findByText('Account created! Please check your email to verify your account.')).toBeInTheDocument();
    expect(body).toEqual({
      name: 'Charlie Customer',
      email: 'charlie@royal-biltong.example',
      password: 'a-long-passphrase',
      callbackURL: '/auth?verified=1',
      profile: {
        accountType: 'Customer',
        fullName: 'Charlie Customer',
        address1: '1 Castle Street',
        city: 'York',
        postcode: 'YO1 7HH',
      },
    });
  });

  it('tells the visitor when the email is already registered', async () => {
    server.use(
      http.post(`${ORIGIN}/api/auth/sign-up/email`, () =>
        HttpResponse.json({ code: 'USER_ALREADY_EXISTS', message: 'User with this email already exists.' }, { status: 422 }),
      ),
    );
    renderApp('/auth');
    await fillSignUp();
    expect(await screen.findByText('User with this email already exists.')).toBeInTheDocument();
  });

  it("shows the server's refusal of a common password at sign-up", async () => {
    server.use(
      http.post(`${ORIGIN}/api/auth/sign-up/email`, () =>
        HttpResponse.json(
          { code: 'PASSWORD_TOO_COMMON', message: 'This password is too common. Please choose one that is harder to guess.' },
          { status: 400 },
        ),
      ),
    );
    renderApp('/auth');
    await fillSignUp();
    expect(
      await screen.findByText('This password is too common. Please choose one that is harder to guess.'),
    ).toBeInTheDocument();
  });

  it("offers 'Forgot password?' on the Login tab only", async () => {
    renderApp('/auth');
    const login = within(await screen.findByRole('tabpanel', { name: 'Login' }));
    expect(login.getByRole('button', { name: 'Forgot password?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Sign Up' }));
    const signUp = within(await screen.findByRole('tabpanel', { name: 'Sign Up' }));
    expect(signUp.queryByRole('button', { name: 'Forgot password?' })).not.toBeInTheDocument();
  });

  it('validates with the shared schemas before calling the server', async () => {
    renderApp('/auth');
    const panel = within(await screen.findByRole('tabpanel', { name: 'Login' }));
    await userEvent.click(panel.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
  });
});

describe('back from the email verification link', () => {
  it('says the email is verified above the login form', async () => {
    renderApp('/auth?verified=1');
    expect(await screen.findByRole('status')).toHaveTextContent('Email verified. Please log in.');
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
  });

  it('says when the link did not work', async () => {
    renderApp('/auth?verified=1&error=INVALID_TOKEN');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This verification link is invalid or has expired. Log in and we will send you a new one.',
    );
  });
});
