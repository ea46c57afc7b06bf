import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { EMPTY_CART } from './support/cart-fixtures';
import { ORIGIN, ok, server, type TrpcOutput, trpcError } from './support/msw';
import { renderApp } from './support/render-app';
import { makeSubscription, varieties } from './support/subscriptions-fixtures';

const VARIETIES = varieties(['Chilli', 'Garlic', 'Original', 'Peri-Peri', 'Smoky BBQ']);
const base = { 'subscription.varieties': () => ok(VARIETIES) };
// A signed-in visitor's header cart reads the server cart.
const signedIn = { ...base, 'cart.get': () => ok(EMPTY_CART) };

const card = (plan: string) => screen.findByRole('article', { name: plan });
const priceOf = (article: HTMLElement) => within(article).getByText(/\/(week|fortnight|month|quarter)$/).textContent;

async function choose(article: HTMLElement, { weight, frequency }: { weight?: string; frequency?: string }) {
  if (weight) await userEvent.click(within(article).getByRole('radio', { name: weight }));
  if (frequency) await userEvent.selectOptions(within(article).getByRole('combobox', { name: 'Delivery frequency' }), frequency);
}

async function openDialog(plan: string, choice: { weight?: string; frequency?: string } = {}) {
  const article = await card(plan);
  await choose(article, choice);
  await userEvent.click(within(article).getByRole('button', { name: /Subscribe Now/ }));
  return screen.findByRole('dialog', { name: `Customise ${plan}` });
}

async function fillBag(dialog: HTMLElement, bag: number, variety: string, fat: 'Lean' | 'With fat') {
  const group = within(within(dialog).getByRole('group', { name: `Bag ${bag}` }));
  await userEvent.selectOptions(group.getByRole('combobox', { name: /^Variety/ }), variety);
  await userEvent.click(group.getByRole('radio', { name: fat }));
}

async function fillDelivery(dialog: HTMLElement) {
  const form = within(dialog);
  await userEvent.type(form.getByRole('textbox', { name: /^Full name/ }), 'Edith Example');
  await userEvent.type(form.getByRole('textbox', { name: /^Address line 1/ }), '9 Mint Street');
  await userEvent.type(form.getByRole('textbox', { name: /^City/ }), 'Norwich');
  await userEvent.type(form.getByRole('textbox', { name: /^Postcode/ }), 'NR1 1AA');
}

describe('Subscribe & Save plan cards', () => {
  it('shows the three plans with their features, 250g monthly prices, the saving, shipping and the footer', async () => {
    renderApp('/subscriptions', { trpc: base });
    const scout = await card('The Scout');
    const knight = await card('The Knight');
    const monarch = await card('The Monarch');
    expect(priceOf(scout)).toBe('£9.99/month');
    expect(priceOf(knight)).toBe('£19.98/month');
    expect(priceOf(monarch)).toBe('£29.97/month');
    // Against the same 250g bags at £11.99 one-off.
    expect(await within(scout).findByText('Save £2.00 a month on buying the same bags')).toBeInTheDocument();
    expect(within(knight).getByText('Save £4.00 a month on buying the same bags')).toBeInTheDocument();
    expect(within(monarch).getByText('Save £6.00 a month on buying the same bags')).toBeInTheDocument();
    expect(within(knight).getByText('2 flavours')).toBeInTheDocument();
    expect(within(knight).getByText('+ £3.95 delivery')).toBeInTheDocument();
    expect(within(monarch).getAllByText('Free shipping').length).toBeGreaterThan(0);
    expect(within(scout).getByRole('radio', { name: '250g' })).toBeChecked();
    expect(within(scout).getByRole('combobox', { name: 'Delivery frequency' })).toHaveValue('Monthly');
    expect(screen.getAllByText('Cancel or pause your subscription anytime.')).toHaveLength(3);
  });

  it.each([
    ['The Scout', '125g', 'Fortnightly', '£5.00/fortnight'],
    ['The Scout', '1kg', 'Weekly', '£35.96/week'],
    ['The Knight', '500g', 'Monthly', '£37.96/month'],
    ['The Knight', '2kg', 'Weekly', '£135.86/week'],
    ['The Monarch', '2kg', 'Quarterly', '£203.80/quarter'],
    ['The Monarch', '125g', 'Monthly', '£14.99/month'],
  ])('%s, %s, %s costs %s', async (plan, weight, frequency, price) => {
    renderApp('/subscriptions', { trpc: base });
    const article = await card(plan);
    await choose(article, { weight, frequency });
    expect(priceOf(article)).toBe(price);
  });

  it('says the saving for the chosen size and frequency, and nothing when the one-off bag is no dearer', async () => {
    renderApp('/subscriptions', {
      trpc: {
        ...base,
        'subscription.oneOffPrices': () =>
          ok([
            { weight: '250g', grossPence: 999 },
            { weight: '1kg', grossPence: 4200 },
          ]),
      },
    });
    const knight = await card('The Knight');
    await choose(knight, { weight: '1kg', frequency: 'Weekly' });
    // 2 x £42.00 one-off against £71.93 a box.
    expect(await within(knight).findByText('Save £12.07 a week on buying the same bags')).toBeInTheDocument();
    await choose(knight, { weight: '250g' });
    await waitFor(() => expect(within(knight).queryByText(/^Save /)).not.toBeInTheDocument());
  });
});

describe('the customise dialog', () => {
  it('offers only varieties with a price and stock in the chosen size', async () => {
    const offered: TrpcOutput<'subscription.varieties'> = [
      { name: 'Chilli', weights: ['250g', '500g'] },
      { name: 'Garlic', weights: ['500g'] },
    ];
    renderApp('/subscriptions', { trpc: { 'subscription.varieties': () => ok(offered) } });
    const dialog = within(await openDialog('The Scout'));
    const bag = within(dialog.getByRole('group', { name: 'Bag 1' }));
    await waitFor(() => expect(bag.getByRole('option', { name: 'Chilli' })).toBeInTheDocument());
    expect(bag.queryByRole('option', { name: 'Garlic' })).toBeNull();
  });

  it('has one selection per bag, moisture on wet, fat on lean, and shows every rule’s message with the failure toast', async () => {
    renderApp('/subscriptions', { trpc: base });
    const dialog = await openDialog('The Knight');
    const bag1 = within(within(dialog).getByRole('group', { name: 'Bag 1' }));
    expect(within(dialog).getByRole('group', { name: 'Bag 2' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: 'Bag 3' })).not.toBeInTheDocument();
    expect(bag1.getByRole('radio', { name: /Mooo!/ })).toBeChecked();
    expect(bag1.getByRole('radio', { name: 'Lean' })).toBeChecked();
    await waitFor(() => expect(bag1.getByRole('option', { name: 'Smoky BBQ' })).toBeInTheDocument());

    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Account & Subscribe' }));
    expect(await screen.findByText('Please fill in all required fields to continue.')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Please select a variety.')).toHaveLength(2);
    for (const message of [
      'Full name must be at least 2 characters.',
      'Please enter a valid address.',
      'Please enter a city.',
      'Please enter a valid postcode.',
      'Please enter a valid email address',
      'Password must be at least 8 characters.',
    ]) {
      expect(within(dialog).getByText(message)).toBeInTheDocument();
    }
  });

  it('signs a visitor up with the subscription in the profile, then sends them to log in', async () => {
    let body: unknown;
    server.use(
      http.post(`${ORIGIN}/api/auth/sign-up/email`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ token: null, user: { id: 'u' } });
      }),
    );
    const { router } = renderApp('/subscriptions', { trpc: base });
    const dialog = await openDialog('The Knight', { weight: '500g', frequency: 'Monthly' });
    expect(within(dialog).getByText('£37.96/month')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getAllByRole('option', { name: 'Original' })).toHaveLength(2));
    await fillBag(dialog, 1, 'Original', 'Lean');
    await fillBag(dialog, 2, 'Chilli', 'With fat');
    await fillDelivery(dialog);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'edith@example.com');
    await userEvent.type(within(dialog).getByLabelText(/^Password/, { selector: 'input' }), 'a-long-passphrase');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Account & Subscribe' }));

    expect(
      await screen.findByText('Subscription created successfully! Please check your email to verify your account and log in.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    const delivery = {
      fullName: 'Edith Example',
      address1: '9 Mint Street',
      address2: null,
      city: 'Norwich',
      postcode: 'NR1 1AA',
    };
    expect(body).toEqual({
      name: 'Edith Example',
      email: 'edith@example.com',
      password: 'a-long-passphrase',
      callbackURL: '/auth?verified=1',
      profile: {
        accountType: 'Customer',
        fullName: 'Edith Example',
        address1: '9 Mint Street',
        city: 'Norwich',
        postcode: 'NR1 1AA',
        subscription: {
          planName: 'The Knight',
          weight: '500g',
          frequency: 'Monthly',
          bags: [
            { variety: 'Original', moisture: 'wet', fat: 'lean' },
            { variety: 'Chilli', moisture: 'wet', fat: 'with-fat' },
          ],
          delivery,
        },
      },
    });
  });

  it.each([
    [
      'an existing email',
      422,
      { code: 'USER_ALREADY_EXISTS', message: 'User with this email already exists.' },
      'A user with this email already exists. Please log in or use a different email.',
    ],
    ['a refusal', 400, { code: 'PASSWORD_TOO_COMMON', message: 'This password is too common.' }, 'This password is too common.'],
    ['a failure without a message', 500, {}, 'An unexpected error occurred during signup.'],
  ])('sign-up with %s (HTTP %i) shows the shop’s message', async (_case, status, answer, message) => {
    server.use(http.post(`${ORIGIN}/api/auth/sign-up/email`, () => HttpResponse.json(answer, { status })));
    renderApp('/subscriptions', { trpc: base });
    const dialog = await openDialog('The Scout');
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Garlic' })).toBeInTheDocument());
    await fillBag(dialog, 1, 'Garlic', 'Lean');
    await fillDelivery(dialog);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'taken@example.com');
    await userEvent.type(within(dialog).getByLabelText(/^Password/, { selector: 'input' }), 'a-long-passphrase');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Account & Subscribe' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Customise The Scout' })).toBeInTheDocument();
  });

  it('signed in: no account fields, the saved address prefilled, the subscription stored, then /account', async () => {
    let input: unknown;
    const { router } = renderApp('/subscriptions', {
      persona: 'customer',
      trpc: {
        ...signedIn,
        'subscription.create': (received) => {
          input = received;
          return ok(makeSubscription({ id: 'sub-1' }));
        },
        'subscription.listMine': () => ok([]),
      },
    });
    const dialog = await openDialog('The Monarch', { weight: '1kg' });
    expect(within(dialog).queryByRole('textbox', { name: /^Email/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Full name/ })).toHaveValue('Charlie Customer');
    expect(within(dialog).getByRole('textbox', { name: /^Postcode/ })).toHaveValue('YO1 7HH');
    await waitFor(() => expect(within(dialog).getAllByRole('option', { name: 'Peri-Peri' })).toHaveLength(3));
    await fillBag(dialog, 1, 'Peri-Peri', 'Lean');
    await fillBag(dialog, 2, 'Peri-Peri', 'Lean');
    await userEvent.click(
      within(within(dialog).getByRole('group', { name: 'Bag 3' })).getByRole('radio', { name: /Sweet Spot/ }),
    );
    await fillBag(dialog, 3, 'Smoky BBQ', 'With fat');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Subscription' }));

    expect(await screen.findByText('New subscription added successfully!')).toBeInTheDocument();
    expect(screen.getByText('Your first box is being prepared')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(input).toEqual({
      planName: 'The Monarch',
      weight: '1kg',
      frequency: 'Monthly',
      bags: [
        { variety: 'Peri-Peri', moisture: 'wet', fat: 'lean' },
        { variety: 'Peri-Peri', moisture: 'wet', fat: 'lean' },
        { variety: 'Smoky BBQ', moisture: 'normal', fat: 'with-fat' },
      ],
      delivery: { fullName: 'Charlie Customer', address1: '1 Castle Street', address2: null, city: 'York', postcode: 'YO1 7HH' },
    });
  });

  it('signed in: a refusal shows the server message', async () => {
    renderApp('/subscriptions', {
      persona: 'customer',
      trpc: { ...signedIn, 'subscription.create': () => trpcError('BAD_REQUEST', 'Please select a variety.', 400) },
    });
    const dialog = await openDialog('The Scout');
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Chilli' })).toBeInTheDocument());
    await fillBag(dialog, 1, 'Chilli', 'Lean');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Subscription' }));
    expect(await screen.findByText('Failed to add subscription: Please select a variety.')).toBeInTheDocument();
  });
});
