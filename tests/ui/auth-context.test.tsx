import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { PROFILE_RETRY_DELAY_MS } from '../../shared/constants';
import { useAuth } from '../../src/lib/auth/auth-context';
import { renderAccountsApp as renderApp } from './support/accounts-render';
import { allowConsoleError, consoleErrorSpy } from './support/console-guard';
import { ORIGIN, ok, server, trpcError } from './support/msw';
import { PROFILES } from './support/personas';

/** Uses the hook with no provider above it. */
function AuthOrphan() {
  useAuth();
  return null;
}

describe('auth context (spec section 4)', () => {
  it('throws outside its provider', () => {
    allowConsoleError(/useAuth must be used within an AuthProvider/);
    expect(() => render(<AuthOrphan />)).toThrow('useAuth must be used within an AuthProvider');
  });

  it('retries a missing profile once, 500 ms later', async () => {
    const calls: number[] = [];
    renderApp('/account', {
      persona: 'customer',
      trpc: {
        'account.me': () => {
          calls.push(Date.now());
          return calls.length === 1 ? trpcError('NOT_FOUND', 'Profile not found.', 404) : ok(PROFILES.customer);
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'My Account' }, { timeout: 8000 })).toBeInTheDocument();
    expect(calls).toHaveLength(2);
    expect((calls[1] ?? 0) - (calls[0] ?? 0)).toBeGreaterThanOrEqual(PROFILE_RETRY_DELAY_MS - 50);
  });

  it('logs other profile errors and leaves the role empty', async () => {
    allowConsoleError(/^Error fetching profile:/);
    renderApp('/account', { persona: 'customer', trpc: { 'account.me': () => trpcError('FORBIDDEN', 'Nope.', 403) } });
    expect(await screen.findByText('Could not determine user role. Please contact support.')).toBeInTheDocument();
    expect(consoleErrorSpy()).toHaveBeenCalledWith('Error fetching profile:', expect.anything());
  });

  it('signs out: clears the user and returns to the public site', async () => {
    server.use(http.post(`${ORIGIN}/api/auth/sign-out`, () => HttpResponse.json({ success: true })));
    let profileCalls = 0;
    const { router } = renderApp('/account', {
      persona: 'customer',
      trpc: {
        'account.me': () => {
          profileCalls += 1;
          return ok(PROFILES.customer);
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('link', { name: 'Login / Sign Up' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    // The signed-out visitor's browser must not ask for the old profile again.
    expect(profileCalls).toBe(1);
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
