import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { PROFILE_RETRY_DELAY_MS } from '../../shared/constants';
import { useAuth } from '../../src/lib/auth/auth-context';
import { renderAccountsApp as renderApp } from './support/accounts-render';
import { allowConsoleError, consoleErrorSpy } from './support/console-guard';
import { ORIGIN, ok, server, trpcError } from './support/msw';
import { PROFILES, sessionFor } from './support/personas';

/** Uses the hook with no provider above it. */
function AuthOrphan() {
  useAuth();
  return null;
}

describe('auth context', () => {
  it('throws outside its provider', () => {
    allowConsoleError(/useAuth must be used within an AuthProvider/);
    expect(() => render(<AuthOrphan />)).toThrow('useAuth must be used within an AuthProvider');
  });

  it('retries a missing profile once, 500 ms later', async () => {
    const calls: number[] = [];
    renderApp('/account', {
      persona: 'customer',
      trpc: {
        'account.session': () => {
          calls.push(Date.now());
          return ok(sessionFor('customer', calls.length === 1 ? null : PROFILES.customer));
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'My Account' })).toBeInTheDocument();
    expect(calls).toHaveLength(2);
    expect((calls[1] ?? 0) - (calls[0] ?? 0)).toBeGreaterThanOrEqual(PROFILE_RETRY_DELAY_MS - 50);
  });

  it('logs a profile still missing after the retry and leaves the role empty', async () => {
    allowConsoleError(/^Error fetching profile:/);
    let calls = 0;
    renderApp('/account', {
      persona: 'customer',
      trpc: {
        'account.session': () => {
          calls += 1;
          return ok(sessionFor('customer', null));
        },
      },
    });
    expect(await screen.findByText('Could not determine user role. Please contact support.')).toBeInTheDocument();
    expect(consoleErrorSpy()).toHaveBeenCalledWith('Error fetching profile:', expect.anything());
    expect(calls).toBe(2);
  });

  it('logs a failed session read and shows the visitor as signed out', async () => {
    allowConsoleError(/^Error reading the session:/);
    renderApp('/shop', { trpc: { 'account.session': () => trpcError('INTERNAL_SERVER_ERROR', 'Database down.', 500) } });
    expect(await screen.findByRole('link', { name: 'Login / Sign Up' })).toBeInTheDocument();
    await waitFor(() => expect(consoleErrorSpy()).toHaveBeenCalledWith('Error reading the session:', expect.anything()));
  });

  it('signs out: clears the user and returns to the public site', async () => {
    server.use(http.post(`${ORIGIN}/api/auth/sign-out`, () => HttpResponse.json({ success: true })));
    let sessionCalls = 0;
    const { router } = renderApp('/account', {
      persona: 'customer',
      trpc: {
        'account.session': () => {
          sessionCalls += 1;
          return ok(sessionFor('customer'));
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('link', { name: 'Login / Sign Up' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    // The signed-out visitor's browser must not ask for the old session (and its profile) again.
    expect(sessionCalls).toBe(1);
  });

  it('clears local state with a warning when the server session had already gone', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.post(`${ORIGIN}/api/auth/sign-out`, () =>
        HttpResponse.json({ code: 'SESSION_EXPIRED', message: 'Session expired.' }, { status: 401 }),
      ),
    );
    renderApp('/account', { persona: 'customer' });
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('link', { name: 'Login / Sign Up' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it.each([
    ['wholesaler', 'Wholesale Portal'],
    ['admin', 'Admin Panel'],
  ] as const)('sidebar Logout signs out a %s, even when the server session had already gone', async (persona, sidebar) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.post(`${ORIGIN}/api/auth/sign-out`, () =>
        HttpResponse.json({ code: 'SESSION_NOT_FOUND', message: 'Session not found' }, { status: 401 }),
      ),
    );
    renderApp('/account/profile', { persona });
    const nav = await screen.findByRole('navigation', { name: sidebar });
    expect(nav).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('link', { name: 'Login / Sign Up' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: sidebar })).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
