import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AccountSubscriptionsTab } from '../../src/features/subscriptions/account-subscriptions-tab';
import { ok, type TrpcOutput, type TrpcResolvers, trpcError } from './support/msw';
import { DEMO_PRODUCT } from './support/render-app';
import { makeSubscription, varieties } from './support/subscriptions-fixtures';
import { renderFeature } from './support/subscriptions-render';

const VARIETIES = varieties(['Chilli', 'Garlic', 'Original', 'Peri-Peri', 'Smoky BBQ']);
const ACTIVE = makeSubscription();
const PAUSED = makeSubscription({
  id: '0b9f5a52-8a43-4a8e-9d11-6f4d2a7c1e02',
  planName: 'The Scout',
  bagCount: 1,
  weight: '250g',
  frequency: 'Weekly',
  pricePence: 999,
  bags: [{ variety: 'Garlic', moisture: 'normal', fat: 'lean' }],
  status: 'paused',
});
const CANCELLED = makeSubscription({ id: '0b9f5a52-8a43-4a8e-9d11-6f4d2a7c1e03', planName: 'The Monarch', status: 'cancelled' });

/** A tiny server: listMine answers with the current rows, and each change updates them. */
function renderTab(initial = [ACTIVE, PAUSED, CANCELLED], extra: TrpcResolvers = {}) {
  let rows = initial;
  const calls: { path: string; input: unknown }[] = [];
  const change =
    (path: string, apply: (row: (typeof rows)[number]) => Partial<(typeof rows)[number]>) => (input: { id: string }) => {
      calls.push({ path, input });
      rows = rows.map((row) => (row.id === input.id ? { ...row, ...apply(row) } : row));
      const changed = rows.find((row) => row.id === input.id);
      return changed ? ok(changed) : trpcError('NOT_FOUND', 'Subscription not found.', 404);
    };
  renderFeature(<AccountSubscriptionsTab />, {
    trpc: {
      'subscription.listMine': () => ok(rows),
      'subscription.varieties': () => ok(VARIETIES),
      'subscription.skipNext': change('skipNext', () => ({ nextDeliveryAt: '2099-03-15' })),
      'subscription.pause': change('pause', () => ({ status: 'paused' })),
      'subscription.resume': change('resume', () => ({ status: 'active' })),
      'subscription.cancel': change('cancel', () => ({ status: 'cancelled' })),
      'subscription.acceptCancelOffer': change('acceptCancelOffer', () => ({ frequency: 'Quarterly' })),
      'subscription.update': change('update', () => ({ weight: '1kg', pricePence: 7193 })),
      ...extra,
    },
  });
  return calls;
}

const card = (plan: string) => screen.findByRole('article', { name: plan });

/** The offers in the cancel dialog: every one of them is a button ending 'instead'. */
const offersIn = (dialog: { queryAllByRole: (role: 'button', options: { name: RegExp }) => HTMLElement[] }) =>
  dialog.queryAllByRole('button', { name: /instead$/ }).map((button) => button.textContent);

/** Two buttons in one row, next to each other. */
function expectBeside(first: HTMLElement, second: HTMLElement) {
  const [a, b] = [first.closest('button'), second.closest('button')];
  expect(a?.parentElement).toBe(b?.parentElement);
  expect(a?.nextElementSibling).toBe(b);
}

describe('account Subscriptions tab', () => {
  it('shows a card per subscription with bags, size, frequency, price, address, next delivery and status', async () => {
    renderTab();
    const knight = await card('The Knight');
    const inCard = within(knight);
    expect(inCard.getByText('Original · Mooo! · Lean')).toBeInTheDocument();
    expect(inCard.getByText('Chilli · Mooo! · With fat')).toBeInTheDocument();
    expect(inCard.getByText('500g')).toBeInTheDocument();
    expect(inCard.getByText('Monthly')).toBeInTheDocument();
    expect(inCard.getByText('£37.96/month')).toBeInTheDocument();
    expect(inCard.getByText('1 Castle Street, York, YO1 7HH')).toBeInTheDocument();
    expect(inCard.getByText('15 February 2099')).toBeInTheDocument();
    // The shop's status badge: green active, orange paused, red cancelled (dark text on a pale tint).
    const badge = (text: HTMLElement) => text.closest('.mantine-Badge-root');
    expect(badge(inCard.getByText('Active'))).toHaveStyle({ color: '#1e5e2e' });
    expect(badge(within(await card('The Scout')).getByText('Paused'))).toHaveStyle({ color: '#8a3f00' });
    expect(badge(within(await card('The Monarch')).getByText('Cancelled'))).toHaveStyle({ color: '#8e1b1b' });
    expect(screen.getByRole('link', { name: 'Add New Subscription' })).toHaveAttribute('href', '/subscriptions');
  });

  it('offers Edit, Skip and Pause only on active, Resume on paused, Cancel on both, nothing on cancelled', async () => {
    renderTab();
    const knight = within(await card('The Knight'));
    for (const name of ['Edit', 'Order now', 'Skip next delivery', 'Pause', 'Cancel'])
      expect(knight.getByRole('button', { name })).toBeInTheDocument();
    expect(knight.queryByRole('button', { name: 'Resume' })).not.toBeInTheDocument();
    const scout = within(await card('The Scout'));
    expect(scout.getByRole('button', { name: 'Resume' })).toBeInTheDocument();
    expect(scout.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(scout.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(scout.queryByRole('button', { name: 'Order now' })).not.toBeInTheDocument();
    expect(within(await card('The Monarch')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('skips the next delivery and shows the new date', async () => {
    const calls = renderTab();
    await userEvent.click(within(await card('The Knight')).getByRole('button', { name: 'Skip next delivery' }));
    expect(await screen.findByText('Next delivery skipped. Your next delivery is now 15 March 2099.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByRole('article', { name: 'The Knight' })).getByText('15 March 2099')).toBeInTheDocument(),
    );
    expect(calls).toEqual([{ path: 'skipNext', input: { id: ACTIVE.id } }]);
  });

  it("orders the next box now and shows the order and the schedule's next date", async () => {
    const calls: unknown[] = [];
    renderTab([ACTIVE], {
      'subscription.orderNow': (input) => {
        calls.push(input);
        return ok({ orderNumber: 1042, nextDeliveryAt: '2099-03-15' });
      },
    });
    await userEvent.click(within(await card('The Knight')).getByRole('button', { name: 'Order now' }));
    expect(await screen.findByText('Your box is order #1042. Next delivery after it: 15 March 2099.')).toBeInTheDocument();
    expect(calls).toEqual([{ id: ACTIVE.id }]);
  });

  it('adds a shop item to the next box and lists it with Remove', async () => {
    const chilli: TrpcOutput<'shop.listProducts'>[number] = {
      ...DEMO_PRODUCT,
      id: '5c7e1f0a-3b2d-4c6e-8f90-1a2b3c4d5e6f',
      name: 'Chilli',
      slug: 'chilli',
      variants: [
        { weight: '250g', netPence: 1000, grossPence: 1000, stock: 4 },
        { weight: '500g', netPence: 1800, grossPence: 1800, stock: 4 },
      ],
    };
    let extras: TrpcOutput<'subscription.extras'> = [];
    const added: unknown[] = [];
    renderTab([ACTIVE], {
      'shop.listProducts': () => ok([chilli]),
      'subscription.extras': () => ok(extras),
      'subscription.addExtra': (input) => {
        added.push(input);
        const { productId, weight, moisture, quantity } = input;
        extras = [{ productId, productName: 'Chilli', weight, moisture, quantity, unitGrossPence: 1800 }];
        return ok(extras);
      },
      'subscription.removeExtra': () => {
        extras = [];
        return ok(extras);
      },
    });
    await userEvent.click(within(await card('The Knight')).getByRole('button', { name: 'Add to next box' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to next box' });
    await userEvent.selectOptions(await within(dialog).findByRole('combobox', { name: 'Product' }), 'Chilli');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Size' }), '500g');
    const quantity = within(dialog).getByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Added to your next box.')).toBeInTheDocument();
    expect(added).toEqual([{ id: ACTIVE.id, productId: chilli.id, weight: '500g', moisture: 'wet', quantity: 2 }]);
    const knight = within(await card('The Knight'));
    expect(await knight.findByText('2 × Chilli 500g · Mooo! (£18.00 each today)')).toBeInTheDocument();
    await userEvent.click(knight.getByRole('button', { name: 'Remove Chilli 500g · Mooo!' }));
    await waitFor(() => expect(knight.queryByText(/2 × Chilli 500g/)).not.toBeInTheDocument());
  });

  it('pauses and resumes', async () => {
    renderTab([ACTIVE]);
    await userEvent.click(within(await card('The Knight')).getByRole('button', { name: 'Pause' }));
    expect(await screen.findByText('Subscription paused. No boxes will be sent until you resume it.')).toBeInTheDocument();
    await userEvent.click(await within(await card('The Knight')).findByRole('button', { name: 'Resume' }));
    expect(await screen.findByText('Subscription resumed. Next delivery: 15 February 2099.')).toBeInTheDocument();
    expect(await within(await card('The Knight')).findByText('Active')).toBeInTheDocument();
  });

  it("cancels in three presses with a reason: its one offer sits beside 'No thanks, cancel'", async () => {
    const calls = renderTab([ACTIVE]);
    await userEvent.click(within(await card('The Knight')).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel subscription?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep subscription' }));
    expect(calls).toEqual([]);

    let presses = 0;
    const press = (element: HTMLElement) => {
      presses += 1;
      return userEvent.click(element);
    };
    await press(within(await card('The Knight')).getByRole('button', { name: 'Cancel' }));
    const asked = within(await screen.findByRole('dialog', { name: 'Cancel subscription?' }));
    // No reason yet, no offer.
    expect(asked.queryAllByRole('button', { name: /instead$/ })).toEqual([]);
    await press(asked.getByRole('radio', { name: 'Too much biltong' }));
    expect(offersIn(asked)).toEqual(['Deliver quarterly instead']);
    expect(asked.getByText('Keep the same box, delivered quarterly instead of monthly.')).toBeInTheDocument();
    expectBeside(
      asked.getByRole('button', { name: 'Deliver quarterly instead' }),
      asked.getByRole('button', { name: 'No thanks, cancel' }),
    );
    await press(asked.getByRole('button', { name: 'No thanks, cancel' }));
    expect(
      await screen.findByText('Subscription cancelled. We have emailed you the end date and any boxes still to come.'),
    ).toBeInTheDocument();
    expect(await within(await card('The Knight')).findByText('Cancelled')).toBeInTheDocument();
    expect(calls).toEqual([{ path: 'cancel', input: { id: ACTIVE.id, reason: 'too_much' } }]);
    expect(presses).toBe(3);
  });

  it("'Other' needs a few words and offers nothing", async () => {
    const calls = renderTab([ACTIVE]);
    await userEvent.click(within(await card('The Knight')).getByRole('button', { name: 'Cancel' }));
    const asked = within(await screen.findByRole('dialog', { name: 'Cancel subscription?' }));
    await userEvent.click(asked.getByRole('radio', { name: 'Other' }));
    expect(offersIn(asked)).toEqual([]);
    await userEvent.click(asked.getByRole('button', { name: 'Cancel subscription' }));
    expect(await asked.findByText('Please tell us a little more.')).toBeInTheDocument();
    expect(calls).toEqual([]);
    await userEvent.type(asked.getByRole('textbox', { name: 'Tell us a little more' }), 'Going vegetarian');
    await userEvent.click(asked.getByRole('button', { name: 'Cancel subscription' }));
    expect(await within(await card('The Knight')).findByText('Cancelled')).toBeInTheDocument();
    expect(calls).toEqual([{ path: 'cancel', input: { id: ACTIVE.id, reason: 'other', details: 'Going vegetarian' } }]);
  });

  it('cancels in two presses when the subscriber gives no reason', async () => {
    const calls = renderTab([ACTIVE]);
    let presses = 0;
    const press = (element: HTMLElement) => {
      presses += 1;
      return userEvent.click(element);
    };
    await press(within(await card('The Knight')).getByRole('button', { name: 'Cancel' }));
    const asked = within(await screen.findByRole('dialog', { name: 'Cancel subscription?' }));
    expect(asked.getByRole('radio', { name: 'Buying elsewhere' })).toBeInTheDocument();
    await press(asked.getByRole('button', { name: 'Cancel subscription' }));
    expect(await within(await card('The Knight')).findByText('Cancelled')).toBeInTheDocument();
    expect(calls).toEqual([{ path: 'cancel', input: { id: ACTIVE.id } }]);
    expect(presses).toBe(2);
  });

  it('shows the offer matched to each reason, and none to a paused subscription', async () => {
    const QUARTERLY = makeSubscription({
      id: '0b9f5a52-8a43-4a8e-9d11-6f4d2a7c1e04',
      planName: 'The Monarch',
      frequency: 'Quarterly',
    });
    renderTab([ACTIVE, QUARTERLY, PAUSED]);
    const expected = {
      Knight: [
        ['Too much biltong', 'Deliver quarterly instead'],
        ['Too expensive', 'Deliver quarterly instead'],
        ["Didn't like the flavours", 'Change flavours instead'],
        ['Moving or travelling', 'Skip next delivery instead'],
        ['Buying elsewhere', null],
        ['Other', null],
      ],
      Monarch: [
        ['Too much biltong', 'Skip next delivery instead'],
        ['Too expensive', 'Skip next delivery instead'],
      ],
      Scout: [
        ['Too much biltong', null],
        ["Didn't like the flavours", null],
      ],
    } as const;
    for (const [plan, reasons] of Object.entries(expected)) {
      await userEvent.click(within(await card(`The ${plan}`)).getByRole('button', { name: 'Cancel' }));
      const dialog = await screen.findByRole('dialog', { name: 'Cancel subscription?' });
      const asked = within(dialog);
      for (const [reason, offer] of reasons) {
        await userEvent.click(asked.getByRole('radio', { name: reason }));
        expect([plan, reason, offersIn(asked)]).toEqual([plan, reason, offer ? [offer] : []]);
        if (offer)
          expectBeside(asked.getByRole('button', { name: offer }), asked.getByRole('button', { name: 'No thanks, cancel' }));
        else expect(asked.getByRole('button', { name: 'Cancel subscription' })).toBeInTheDocument();
      }
      await userEvent.click(asked.getByRole('button', { name: 'Keep subscription' }));
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
    }
    // Closed and opened again, the dialog starts with no reason and no offer.
    await userEvent.click(within(await card('The Knight')).getByRole('button', { name: 'Cancel' }));
    const again = within(await screen.findByRole('dialog', { name: 'Cancel subscription?' }));
    expect(again.queryByRole('radio', { checked: true })).not.toBeInTheDocument();
    expect(offersIn(again)).toEqual([]);
  });

  it('takes the offer in three presses instead of cancelling: fewer deliveries, still active', async () => {
    const calls = renderTab([ACTIVE]);
    let presses = 0;
    const press = (element: HTMLElement) => {
      presses += 1;
      return userEvent.click(element);
    };
    await press(within(await card('The Knight')).getByRole('button', { name: 'Cancel' }));
    const asked = within(await screen.findByRole('dialog', { name: 'Cancel subscription?' }));
    await press(asked.getByRole('radio', { name: 'Too expensive' }));
    await press(asked.getByRole('button', { name: 'Deliver quarterly instead' }));
    expect(await screen.findByText('Your box now comes quarterly. Next delivery: 15 February 2099.')).toBeInTheDocument();
    const knight = within(await card('The Knight'));
    expect(await knight.findByText('Quarterly')).toBeInTheDocument();
    expect(knight.getByText('Active')).toBeInTheDocument();
    expect(calls).toEqual([{ path: 'acceptCancelOffer', input: { id: ACTIVE.id, reason: 'too_expensive', offer: 'fewer' } }]);
    expect(presses).toBe(3);
  });

  it("'Change flavours instead' opens the edit form, and the saved edit names the offer", async () => {
    const calls = renderTab([ACTIVE]);
    await userEvent.click(within(await card('The Knight')).getByRole('button', { name: 'Cancel' }));
    const asked = within(await screen.findByRole('dialog', { name: 'Cancel subscription?' }));
    await userEvent.click(asked.getByRole('radio', { name: "Didn't like the flavours" }));
    await userEvent.click(asked.getByRole('button', { name: 'Change flavours instead' }));
    const edit = within(await screen.findByRole('dialog', { name: 'Edit The Knight' }));
    await waitFor(() => expect(edit.getAllByRole('option', { name: 'Garlic' })).toHaveLength(2));
    await userEvent.selectOptions(edit.getByRole('combobox', { name: 'Bag 2 variety' }), 'Garlic');
    await userEvent.click(edit.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Subscription updated successfully!')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        path: 'update',
        input: expect.objectContaining({ id: ACTIVE.id, cancelOffer: 'flavours', reasonCode: 'disliked_flavours' }),
      },
    ]);
    expect(within(await card('The Knight')).getByText('Active')).toBeInTheDocument();
  });

  it('shows the server message when an action is refused', async () => {
    renderTab([ACTIVE], {
      'subscription.skipNext': () => trpcError('BAD_REQUEST', 'Only active subscriptions can skip a delivery.', 400),
    });
    await userEvent.click(within(await card('The Knight')).getByRole('button', { name: 'Skip next delivery' }));
    expect(await screen.findByText('Only active subscriptions can skip a delivery.')).toBeInTheDocument();
  });

  it('edits with the edit form’s rules, says changes apply from the next delivery, and saves', async () => {
    const calls = renderTab([ACTIVE]);
    await userEvent.click(within(await card('The Knight')).getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit The Knight' }));
    expect(dialog.getByText('Changes apply from your next delivery on 15 February 2099.')).toBeInTheDocument();

    await waitFor(() => expect(dialog.getAllByRole('option', { name: 'Garlic' })).toHaveLength(2));
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Bag 2 variety' }), '');
    await userEvent.clear(dialog.getByRole('textbox', { name: /^City/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await dialog.findByText('Please select exactly 2 variety or varieties.')).toBeInTheDocument();
    expect(dialog.getByText('Please fill in all required address fields.')).toBeInTheDocument();
    expect(calls).toEqual([]);

    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Bag 2 variety' }), 'Garlic');
    await userEvent.type(dialog.getByRole('textbox', { name: /^City/ }), 'Leeds');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Size per bag' }), '1kg');
    expect(dialog.getByText('£71.93/month')).toBeInTheDocument();
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Bag 2 moisture' }), 'dry');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Subscription updated successfully!')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        path: 'update',
        input: {
          id: ACTIVE.id,
          weight: '1kg',
          frequency: 'Monthly',
          // Bag 1 is sent exactly as it was; bag 2 with its new variety and moisture and its own fat.
          bags: [
            { variety: 'Original', moisture: 'wet', fat: 'lean' },
            { variety: 'Garlic', moisture: 'dry', fat: 'with-fat' },
          ],
          address1: '1 Castle Street',
          address2: null,
          city: 'Leeds',
          postcode: 'YO1 7HH',
        },
      },
    ]);
  });

  it('says when there are none', async () => {
    renderTab([]);
    expect(await screen.findByText(/You have no subscriptions yet/)).toBeInTheDocument();
  });

  it('shows the load error with the server message', async () => {
    renderTab([], { 'subscription.listMine': () => trpcError('INTERNAL_SERVER_ERROR', 'The vault is shut.', 500) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load subscriptions: The vault is shut.');
  });
});
