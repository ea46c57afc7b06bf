import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ORIGIN, server } from './support/msw';
import { renderStorefront } from './support/storefront-render';

async function openForm() {
  renderStorefront('/account?tab=details', { persona: 'customer' });
  const section = within(await screen.findByRole('region', { name: 'Password' }));
  await userEvent.click(section.getByRole('button', { name: 'Change password' }));
  return section;
}

async function fill(section: ReturnType<typeof within>, current: string, next: string, again = next) {
  if (current) await userEvent.type(section.getByLabelText(/^Current password/), current);
  if (next) await userEvent.type(section.getByLabelText(/^New password/), next);
  if (again) await userEvent.type(section.getByLabelText(/^Confirm new password/), again);
  await userEvent.click(section.getByRole('button', { name: 'Change password' }));
}

describe('Change password in the account’s details', () => {
  it('sends the current and new password, signing out the other sessions, and says so', async () => {
    let body: unknown;
    server.use(
      http.post(`${ORIGIN}/api/auth/change-password`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ token: null, user: {} });
      }),
    );
    const section = await openForm();
    await fill(section, 'the-old-passphrase', 'a-brand-new-passphrase');
    expect(
      await screen.findByText('Your password is changed. You have been signed out on your other devices.'),
    ).toBeInTheDocument();
    expect(body).toEqual({
      currentPassword: 'the-old-passphrase',
      newPassword: 'a-brand-new-passphrase',
      revokeOtherSessions: true,
    });
    await waitFor(() => expect(section.queryByLabelText(/^Current password/)).not.toBeInTheDocument());
  });

  it('checks the rules before asking the server, and names a wrong current password', async () => {
    server.use(
      http.post(`${ORIGIN}/api/auth/change-password`, () =>
        HttpResponse.json({ code: 'INVALID_PASSWORD', message: 'Invalid password' }, { status: 400 }),
      ),
    );
    const section = await openForm();
    await fill(section, '', 'short', 'other');
    expect(await section.findByText('Please enter your current password.')).toBeInTheDocument();
    expect(section.getByText('Password must be at least 8 characters.')).toBeInTheDocument();
    expect(section.getByText('The passwords do not match.')).toBeInTheDocument();

    await userEvent.type(section.getByLabelText(/^Current password/), 'not-my-password');
    await userEvent.clear(section.getByLabelText(/^New password/));
    await userEvent.type(section.getByLabelText(/^New password/), 'a-brand-new-passphrase');
    await userEvent.clear(section.getByLabelText(/^Confirm new password/));
    await userEvent.type(section.getByLabelText(/^Confirm new password/), 'a-brand-new-passphrase');
    await userEvent.click(section.getByRole('button', { name: 'Change password' }));
    expect(await section.findByText('Your current password is not right.')).toBeInTheDocument();
  });
});
