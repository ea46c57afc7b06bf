import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSidebar } from '../../src/layout/sidebar/sidebar-context';
import { readSidebarOpen, sidebarCookie } from '../../src/layout/sidebar/sidebar-state';
import { allowConsoleError } from './support/console-guard';
import { renderApp } from './support/render-app';

/** The AppShell navbar is the <nav> its title names; it says whether it shows labels or icons only. */
const sidebarState = (title: string) => screen.getByRole('navigation', { name: title }).getAttribute('data-state');

/** Uses the hook with no provider above it. */
function SidebarOrphan() {
  useSidebar();
  return null;
}

describe('sidebar in the AppShell', () => {
  it('toggles with Ctrl+B and Cmd+B and keeps the state in a 7-day cookie', async () => {
    renderApp('/account', { persona: 'admin' });
    await screen.findByRole('navigation', { name: 'Admin Panel' });
    expect(sidebarState('Admin Panel')).toBe('expanded');
    expect(screen.getByText('Products')).toBeInTheDocument();

    fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    await waitFor(() => expect(sidebarState('Admin Panel')).toBe('collapsed'));
    expect(document.cookie).toContain('sidebar_state=false');
    // Icon-only: labels become accessible names rather than visible text.
    expect(screen.getByRole('link', { name: 'Products' })).toBeInTheDocument();
    expect(screen.queryByText('Products')).not.toBeInTheDocument();

    fireEvent.keyDown(window, { key: 'b', metaKey: true });
    await waitFor(() => expect(sidebarState('Admin Panel')).toBe('expanded'));
    expect(document.cookie).toContain('sidebar_state=true');
  });

  it('ignores B without Ctrl/Cmd, and Ctrl+Alt+B', async () => {
    renderApp('/account', { persona: 'admin' });
    await screen.findByRole('navigation', { name: 'Admin Panel' });
    fireEvent.keyDown(window, { key: 'b' });
    fireEvent.keyDown(window, { key: 'b', ctrlKey: true, altKey: true });
    expect(sidebarState('Admin Panel')).toBe('expanded');
  });

  it('toggles from the header button as well', async () => {
    renderApp('/account', { persona: 'admin' });
    await screen.findByRole('navigation', { name: 'Admin Panel' });
    await userEvent.click(screen.getByRole('button', { name: 'Toggle sidebar' }));
    await waitFor(() => expect(sidebarState('Admin Panel')).toBe('collapsed'));
  });

  it('starts collapsed when the cookie says so', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: arranging the test's cookie.
    document.cookie = 'sidebar_state=false; path=/';
    renderApp('/account', { persona: 'wholesaler' });
    await screen.findByRole('navigation', { name: 'Wholesale Portal' });
    expect(sidebarState('Wholesale Portal')).toBe('collapsed');
  });

  it('has a burger for small screens that slides the navbar in and out', async () => {
    renderApp('/account', { persona: 'admin' });
    await screen.findByRole('navigation', { name: 'Admin Panel' });
    // AppShell writes its responsive rules into a <style>: below 768px (48em) a closed navbar is moved off-screen.
    const mobileRules = () =>
      [...document.querySelectorAll('style')]
        .map((style) => style.textContent ?? '')
        .find((css) => css.includes('--app-shell-navbar-width')) ?? '';
    const hiddenOnMobile = /max-width:\s*47\.99\d*em[^}]*\{[^}]*--app-shell-navbar-transform:\s*translateX/;
    expect(mobileRules()).toMatch(hiddenOnMobile);

    await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    expect(await screen.findByRole('button', { name: 'Close navigation' })).toBeInTheDocument();
    await waitFor(() => expect(mobileRules()).not.toMatch(hiddenOnMobile));
  });

  it('writes sidebar_state for 7 days on the whole site', () => {
    expect(sidebarCookie(false)).toMatch(/^sidebar_state=false; path=\/; max-age=604800/);
  });

  it('reads the cookie value, defaulting to expanded', () => {
    expect(readSidebarOpen('')).toBe(true);
    expect(readSidebarOpen('theme=dark; sidebar_state=false')).toBe(false);
    expect(readSidebarOpen('sidebar_state=true')).toBe(true);
  });

  it('throws outside its provider', () => {
    allowConsoleError(/useSidebar must be used within a SidebarProvider\./);
    expect(() => render(<SidebarOrphan />)).toThrow('useSidebar must be used within a SidebarProvider.');
  });
});
