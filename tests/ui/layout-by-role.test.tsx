import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Persona } from './support/personas';
import { renderApp } from './support/render-app';

/** The public layout: the site header's main navigation and the footer. */
async function expectPublicLayout() {
  expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  expect(screen.queryByText('Admin Panel')).not.toBeInTheDocument();
  expect(screen.queryByText('Wholesale Portal')).not.toBeInTheDocument();
}

async function expectSidebar(title: 'Admin Panel' | 'Wholesale Portal') {
  expect(await screen.findByRole('navigation', { name: title })).toBeInTheDocument();
  expect(screen.getByText(title)).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  // The shell's header always leads back to the shop.
  expect(screen.getByRole('link', { name: 'View shop' })).toHaveAttribute('href', '/');
}

describe('layout by role and path', () => {
  describe.each<Persona>(['anonymous', 'customer', 'wholesaler', 'admin'])('%s on /', (persona) => {
    it('gets the header and footer', async () => {
      renderApp('/', { persona });
      expect(await screen.findByRole('heading', { name: 'Taste the Adventure' })).toBeInTheDocument();
      await expectPublicLayout();
      const accountLink = persona === 'anonymous' ? 'Login / Sign Up' : 'My Account';
      expect(await screen.findByRole('link', { name: accountLink })).toBeInTheDocument();
      // The way back to the back office or trade portal is offered to those roles only.
      const portal = { admin: ['Admin', '/admin'], wholesaler: ['Trade portal', '/account'] }[persona as 'admin'];
      for (const name of ['Admin', 'Trade portal']) {
        if (portal?.[0] === name) expect(screen.getByRole('link', { name })).toHaveAttribute('href', portal[1]);
        else expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
      }
    });
  });

  it('takes an admin from the shell to the shop with View shop, and back with Admin', async () => {
    const { router } = renderApp('/admin/products', { persona: 'admin' });
    await expectSidebar('Admin Panel');
    await userEvent.click(screen.getByRole('link', { name: 'View shop' }));
    expect(await screen.findByRole('heading', { name: 'Taste the Adventure' })).toBeInTheDocument();
    await expectPublicLayout();
    await userEvent.click(await screen.findByRole('link', { name: 'Admin' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    await expectSidebar('Admin Panel');
    expect(screen.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  });

  it('sends an anonymous visitor from /account to /auth with a redirect back', async () => {
    const { router } = renderApp('/account');
    expect(await screen.findByRole('tab', { name: 'Login' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toEqual({ redirect: '/account' });
    await expectPublicLayout();
  });

  it('sends an anonymous visitor from /admin/products to /auth', async () => {
    const { router } = renderApp('/admin/products');
    expect(await screen.findByRole('tab', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ redirect: '/admin/products' });
  });

  it('shows a customer their account in the public layout', async () => {
    renderApp('/account', { persona: 'customer' });
    expect(await screen.findByRole('heading', { name: 'My Account' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Subscriptions', selected: true })).toBeInTheDocument();
    await expectPublicLayout();
  });

  it('denies a customer the admin pages', async () => {
    renderApp('/admin/products', { persona: 'customer' });
    expect(await screen.findByText('Access Denied.')).toBeInTheDocument();
    // A way back out of the page they cannot use.
    const denied = within(screen.getByRole('alert'));
    expect(denied.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/shop');
    expect(denied.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/account');
    expect(screen.queryByRole('heading', { name: 'Product Management' })).not.toBeInTheDocument();
    await expectPublicLayout();
  });

  it('gives a wholesaler the Wholesale Portal sidebar on /account', async () => {
    renderApp('/account', { persona: 'wholesaler' });
    await expectSidebar('Wholesale Portal');
    expect(await screen.findByText('The Crown Deli', { selector: 'h2' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it('keeps a wholesaler in the public layout, and out, on /admin/products', async () => {
    renderApp('/admin/products', { persona: 'wholesaler' });
    expect(await screen.findByText('Access Denied.')).toBeInTheDocument();
    await expectPublicLayout();
  });

  it('gives an admin the Admin Panel sidebar and dashboard on /account', async () => {
    renderApp('/account', { persona: 'admin' });
    await expectSidebar('Admin Panel');
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('No results.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Accounts' })).toHaveAttribute('aria-current', 'page');
  });

  it('gives an admin the Admin Panel sidebar on /admin/products', async () => {
    renderApp('/admin/products', { persona: 'admin' });
    await expectSidebar('Admin Panel');
    expect(await screen.findByRole('heading', { name: 'Product Management' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
  });
});
