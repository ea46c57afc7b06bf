import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, tablePage } from './support/msw';
import { renderApp } from './support/render-app';

// The back office's 'Messages': the contact form's messages in the admin table, unread counted in the sidebar.

const MESSAGE = {
  id: '7b0c3a52-0000-4000-8000-000000000001',
  name: 'Jo Bloggs',
  email: 'jo@example.com',
  orderNumber: 1042,
  excerpt: 'My parcel arrived open.',
  readAt: null,
  receivedAt: new Date('2026-02-03T09:15:00.000Z'),
};

describe('admin messages', () => {
  it('lists the messages with the unread count, and opening one marks it read', async () => {
    const user = userEvent.setup();
    let unread = 1;
    const opened: unknown[] = [];
    renderApp('/admin/messages', {
      persona: 'admin',
      trpc: {
        'contact.unread': () => ok({ unread }),
        'contact.list': () => tablePage([{ ...MESSAGE, readAt: unread ? null : new Date() }]),
        'contact.open': (input) => {
          opened.push(input);
          unread = 0;
          return ok({ ...MESSAGE, message: 'My parcel arrived open.\nCan you send another?', readAt: new Date() });
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'Messages' });
    expect(await within(table).findByText('Unread')).toBeInTheDocument();
    expect(within(table).getByText('#1042')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Messages 1 unread/ })).toBeInTheDocument();
    expect(screen.getByText(/1 unread\./)).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Open the message from Jo Bloggs' }));
    const drawer = await screen.findByRole('dialog', { name: 'Message from Jo Bloggs' });
    expect(within(drawer).getByText(/Can you send another\?/)).toBeInTheDocument();
    expect(opened).toEqual([{ id: MESSAGE.id }]);
    await waitFor(() => expect(screen.getByText(/Nothing unread\./)).toBeInTheDocument());
    expect(await within(table).findByText('Read')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Messages' })).toBeInTheDocument();
  });
});
