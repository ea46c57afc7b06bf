import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSidebar } from '../../src/components/layout/sidebar/sidebar-context';
import { readSidebarOpen, sidebarCookie } from '../../src/components/layout/sidebar/sidebar-state';
import { allowConsoleError } from './support/console-guard';
import { renderApp } from './support/render-app';

const sidebarState = () => document.querySelector('aside')?.getAttribute('data-state');

/** Uses the hook with no provider above it. */
function SidebarOrphan() {
  useSidebar();
  return null;
}

describe('sidebar (spec section 2, Sidebars)', () => {
  it('toggles with Ctrl+B and Cmd+B and keeps the state in a 7-day cookie', async () => {
    renderApp('/account', { persona: 'admin' });
    await screen.findByRole('navigation', { name: 'Admin Panel' });
    expect(sidebarState()).toBe('expanded');

    fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    await waitFor(() => expect(sidebarState()).toBe('collapsed'));
    expect(document.cookie).toContain('sidebar_state=false');
    // Icon-only: labels become accessible names rather than visible text.
    expect(screen.getByRole('link', { name: 'Products' })).toBeInTheDocument();

    fireEvent.keyDown(window, { key: 'b', metaKey: true });
    await waitFor(() => expect(sidebarState()).toBe('expanded'));
    expect(document.cookie).toContain('sidebar_state=true');
  });

  it('starts collapsed when the cookie says so', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: arranging the test's cookie.
    document.cookie = 'sidebar_state=false; path=/';
    renderApp('/account', { persona: 'wholesaler' });
    await screen.findByRole('navigation', { name: 'Wholesale Portal' });
    expect(sidebarState()).toBe('collapsed');
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
