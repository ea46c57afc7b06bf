import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SITE_PAGES } from '../../shared/site-pages';
import { ok, type TrpcOutput, trpcError } from './support/msw';
import { renderApp } from './support/render-app';

// The /contact form under the seller's details: every invalid field says what is wrong with it.

const CONTACT_PAGE: TrpcOutput<'site.page'> = {
  slug: 'contact',
  title: SITE_PAGES.contact.title,
  version: 1,
  currentVersion: 1,
  html: '<p>We answer within two working days.</p>',
  updatedAt: new Date('2026-01-05T10:00:00.000Z'),
};

const fieldError = (label: RegExp, message: string) => {
  const field = screen.getByLabelText(label);
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
  expect(field).toHaveAttribute('aria-invalid', 'true');
};

describe('the contact form', () => {
  it('names each invalid field, sends nothing until all are good, then thanks the sender', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    renderApp('/contact', {
      trpc: {
        'site.page': () => ok(CONTACT_PAGE),
        'contact.send': (input) => {
          sent.push(input);
          return ok({ received: true });
        },
      },
    });
    await screen.findByText('We answer within two working days.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    fieldError(/^Name/, 'Name is required');
    fieldError(/^Email/, 'Please enter a valid email address');
    fieldError(/^Message/, 'Message is required');
    expect(screen.getByLabelText(/^Order number/)).not.toHaveAttribute('aria-invalid');

    await user.type(screen.getByLabelText(/^Name/), 'Jo Bloggs');
    await user.type(screen.getByLabelText(/^Email/), 'jo@example');
    await user.type(screen.getByLabelText(/^Order number/), 'twelve');
    await user.type(screen.getByLabelText(/^Message/), 'Where is my parcel?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    fieldError(/^Email/, 'Please enter a valid email address');
    fieldError(/^Order number/, 'Please enter a valid order number, e.g. 1042');
    expect(sent).toEqual([]);

    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'jo@example.com');
    await user.clear(screen.getByLabelText(/^Order number/));
    await user.type(screen.getByLabelText(/^Order number/), '1042');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Thank you, your message is on its way')).toBeInTheDocument();
    expect(screen.getByText(/We have sent an acknowledgement to jo@example.com/)).toBeInTheDocument();
    expect(sent).toEqual([{ name: 'Jo Bloggs', email: 'jo@example.com', orderNumber: '1042', message: 'Where is my parcel?' }]);
  });

  it("shows the server's refusal when the sender has sent too many", async () => {
    const user = userEvent.setup();
    renderApp('/contact', {
      trpc: {
        'site.page': () => ok(CONTACT_PAGE),
        'contact.send': () => trpcError('TOO_MANY_REQUESTS', 'Too many messages. Please try again later.', 429),
      },
    });
    await screen.findByText('We answer within two working days.');
    await user.type(screen.getByLabelText(/^Name/), 'Jo Bloggs');
    await user.type(screen.getByLabelText(/^Email/), 'jo@example.com');
    await user.type(screen.getByLabelText(/^Message/), 'Hello again');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many messages. Please try again later.');
  });
});
