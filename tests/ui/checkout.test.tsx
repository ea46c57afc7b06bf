import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { GUEST_CART_KEY } from '../../src/features/cart/guest-cart-storage';
import { cartView, checkoutQuote, guestCartView, pricedLine, type QuotedCode } from './support/cart-fixtures';
import { CARD_PAYMENTS, DELIVERY_RATES, neverAnswer, ok, type TrpcOutput, type TrpcResolvers, trpcError } from './support/msw';
import { renderStorefront } from './support/storefront-render';

const CART = cartView([pricedLine({ quantity: 2 })]);
const GARLIC_ID = '3f6e2c1a-0000-4000-8000-000000000003';
const WELCOME10: QuotedCode = {
  ok: true,
  code: 'WELCOME10',
  description: '10% off your first order',
  discountType: 'percentage',
  discountValue: 1000,
};
const PLACED: TrpcOutput<'order.place'> = {
  orderId: '9a0c7d2e-0000-4000-8000-000000000001',
  number: 1001,
  totalPence: 3416,
  status: 'awaiting_payment',
  replayed: false,
  clientSecret: null,
};

function signedInCheckout(extra: TrpcResolvers = {}) {
  const placed: Array<Record<string, unknown>> = [];
  const view = renderStorefront('/checkout', {
    persona: 'customer',
    trpc: {
      'cart.get': () => ok(CART),
      'order.place': (input) => {
        placed.push(input as Record<string, unknown>);
        return ok(PLACED);
      },
      ...extra,
    },
  });
  return { ...view, placed };
}

const placeButton = (name: RegExp | string = /^Place Order - /) => screen.findByRole('button', { name });

describe('checkout', () => {
  afterEach(() => localStorage.clear());

  it('shows the empty state with Continue Shopping to /shop', async () => {
    renderStorefront('/checkout');
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop');
  });

  it('summarises each line (name, weight, moisture, unit price, quantity, line total) and the overall Total', async () => {
    signedInCheckout();
    const table = within(await screen.findByRole('table', { name: 'Order summary' }));
    const row = within(table.getAllByRole('row')[1] as HTMLElement);
    for (const text of ['Chilli', '500g', 'Sweet Spot', '£18.98', '£37.96']) expect(row.getByText(text)).toBeInTheDocument();
    expect(row.getByRole('status', { name: 'Quantity of Chilli 500g' })).toHaveTextContent('2');
    expect(row.getByRole('button', { name: 'Increase quantity of Chilli 500g' })).toBeEnabled();
    expect(row.getByRole('button', { name: 'Remove Chilli 500g from cart' })).toBeEnabled();
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('£41.91');
    expect(await placeButton('Place Order - £41.91')).toBeEnabled();
  });

  it('tells the shopper before ordering: UK delivery only, the delivery charges, how to pay, terms and returns', async () => {
    signedInCheckout({ 'payment.config': () => ok({ ...CARD_PAYMENTS, publishableKey: 'pk_test_x' }) });
    const before = within(await screen.findByRole('region', { name: 'Before you order' }));
    expect(before.getByText('We deliver to addresses in the United Kingdom only.')).toBeInTheDocument();
    expect(
      await before.findByText(
        'Delivery: Tracked 48: £3.95 up to 1 kg, £4.95 up to 2 kg, £7.95 up to 10 kg, £12.95 up to 20 kg; free when your goods come to £40.00 or more.',
      ),
    ).toBeInTheDocument();
    expect(
      await before.findByText('You can pay by debit or credit card (including Apple Pay and Google Pay) or bank transfer.'),
    ).toBeInTheDocument();
    expect(before.getByRole('link', { name: 'Terms of Sale' })).toHaveAttribute('href', '/terms');
    expect(before.getByRole('link', { name: 'Delivery & Returns' })).toHaveAttribute('href', '/delivery-returns');
  });

  it('says beside Place Order that placing it agrees to the Terms of Sale and pays the total', async () => {
    signedInCheckout();
    const button = await placeButton('Place Order - £41.91');
    const sentence = screen.getByText(/^By placing your order/);
    expect(sentence).toHaveTextContent('By placing your order you agree to our Terms of Sale and will pay £41.91.');
    expect(within(sentence).getByRole('link', { name: 'Terms of Sale' })).toHaveAttribute('href', '/terms');
    // Beside the button, and read out with it.
    expect(button.parentElement).toBe(sentence.parentElement);
    expect(button).toHaveAccessibleDescription('By placing your order you agree to our Terms of Sale and will pay £41.91.');
  });

  it('prefills the shipping form from the profile and explains bank transfer payment', async () => {
    signedInCheckout();
    expect(await screen.findByRole('textbox', { name: /^Full name/ })).toHaveValue('Charlie Customer');
    expect(screen.getByRole('textbox', { name: /^Address line 1/ })).toHaveValue('1 Castle Street');
    expect(screen.getByRole('textbox', { name: 'Address line 2 (optional)' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /^City/ })).toHaveValue('York');
    expect(screen.getByRole('textbox', { name: /^Postcode/ })).toHaveValue('YO1 7HH');
    expect(screen.getByText(/invoice with our bank details/)).toBeInTheDocument();
    // The hold rule, with the day an order placed now would be cancelled unpaid.
    expect(
      screen.getByText(
        /We hold your order for 3 working days\. If we have not received your payment by the end of (Monday|Tuesday|Wednesday|Thursday|Friday) \d{1,2} \w+ \d{4}, it is cancelled\./,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Pay on account/ })).not.toBeInTheDocument();
  });

  it('asks a guest to log in, then sends them to /auth and back to /checkout', async () => {
    localStorage.setItem(
      GUEST_CART_KEY,
      JSON.stringify([{ productId: pricedLine().productId, weight: '500g', moisture: 'normal', quantity: 2 }]),
    );
    const { router } = renderStorefront('/checkout', { trpc: { 'cart.priceGuest': () => ok(guestCartView(CART.lines)) } });
    await userEvent.click(await placeButton('Place Order - £41.91'));
    expect(await screen.findByText('Please log in to complete your order')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.href).toBe('/auth?redirect=%2Fcheckout'));
  });

  it('refuses incomplete shipping details with the shop’s message and places nothing', async () => {
    const { placed } = signedInCheckout();
    await userEvent.clear(await screen.findByRole('textbox', { name: /^City/ }));
    await userEvent.click(await placeButton());
    expect(await screen.findByText('Please fill in all shipping information')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^City/ })).toHaveAttribute('aria-invalid', 'true');
    expect(placed).toEqual([]);
  });

  it('applies a promotion code through order.quote: discount line and new total', async () => {
    const quoted: unknown[] = [];
    signedInCheckout({
      'order.quote': (input) => {
        quoted.push(input);
        return ok(checkoutQuote(CART.lines, { promotion: WELCOME10 }));
      },
    });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Promotion code' }), 'welcome10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Code WELCOME10 applied: 10% off your first order')).toBeInTheDocument();
    expect(screen.getByText('Discount (WELCOME10)')).toBeInTheDocument();
    // £3.80 off the goods and 40p off the £3.95 delivery.
    expect(screen.getByText('−£4.20')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('£37.71');
    expect(await placeButton('Place Order - £37.71')).toBeInTheDocument();
    expect(quoted).toEqual([{ promotionCode: 'WELCOME10', deliveryOption: 'tracked' }]);
  });

  it('a code that also takes 10% off the delivery: Delivery at its list price, the whole discount on the Discount line', async () => {
    // One standard-rated 250g at £12.00 and two zero-rated 250g at £8.00: £28.00 of goods less £2.80,
    // £3.95 delivery less 40p: £28.75.
    const cart = cartView([
      pricedLine({ weight: '250g', unitNetPence: 1000 }),
      pricedLine({ productId: GARLIC_ID, productName: 'Garlic', weight: '250g', unitNetPence: 800, vatRateBps: 0, quantity: 2 }),
    ]);
    const MIXED10: QuotedCode = {
      ok: true,
      code: 'MIXED10',
      description: '10% off everything',
      discountType: 'percentage',
      discountValue: 1000,
    };
    signedInCheckout({
      'cart.get': () => ok(cart),
      'order.quote': () => ok(checkoutQuote(cart.lines, { promotion: MIXED10 })),
    });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Promotion code' }), 'mixed10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const totals = within(await screen.findByTestId('checkout-totals'));
    expect(await totals.findByText('Discount (MIXED10)')).toBeInTheDocument();
    expect(totals.getByText('−£3.20')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-delivery')).toHaveTextContent('£3.95');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('£28.75');
    expect(screen.getByTestId('checkout-vat')).toHaveTextContent('Includes VAT of £2.05');
    // Subtotal - Discount + Delivery = Total, as printed; the delivery after the discount is not shown.
    expect(totals.getByText('£28.00')).toBeInTheDocument();
    expect(totals.queryByText('£3.55')).not.toBeInTheDocument();
  });

  it('explains a refused code in the server’s words and does not send it with the order', async () => {
    const { placed } = signedInCheckout({
      'order.quote': () => ok(checkoutQuote(CART.lines, { promotion: { ok: false, message: 'Spend £50.00 to use this code' } })),
    });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Promotion code' }), 'BIGSPEND');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Spend £50.00 to use this code')).toBeInTheDocument();
    await userEvent.click(await placeButton('Place Order - £41.91'));
    await waitFor(() => expect(placed).toHaveLength(1));
    expect(placed[0]?.promotionCode).toBeUndefined();
  });

  it('places one order for a double click, says so, clears the cart and goes to /account', async () => {
    let release: () => void = () => {};
    const { placed, router } = signedInCheckout({
      'order.place': async (input) => {
        placed.push(input as Record<string, unknown>);
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return ok(PLACED);
      },
    });
    const button = await placeButton('Place Order - £41.91');
    await userEvent.dblClick(button);
    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Order placed successfully!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    // The account opens on its Orders tab with this order's confirmation at the top.
    expect(router.state.location.search).toEqual({ tab: 'orders', placed: PLACED.orderId });
    expect(placed).toHaveLength(1);
    expect(placed[0]).toEqual({
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{32,36}$/),
      shipping: { fullName: 'Charlie Customer', address1: '1 Castle Street', address2: '', city: 'York', postcode: 'YO1 7HH' },
      paymentMethod: 'bank_transfer',
      deliveryOption: 'tracked',
    });
    expect(await screen.findByRole('button', { name: 'Open shopping cart (0 items)' })).toBeInTheDocument();
  });

  it('shows Delivery as its own line, and offers Collect / local delivery only when the shop does', async () => {
    const COLLECT_RATES = { ...DELIVERY_RATES, collectEnabled: true };
    const cart = cartView([pricedLine({ quantity: 1 })]);
    const quoted: unknown[] = [];
    const { placed } = signedInCheckout({
      'cart.get': () => ok(cart),
      'delivery.rates': () => ok(COLLECT_RATES),
      'order.quote': (input) => {
        quoted.push(input);
        return ok(checkoutQuote(cart.lines, { option: input.deliveryOption, rates: COLLECT_RATES }));
      },
    });
    const totals = within(await screen.findByTestId('checkout-totals'));
    expect(totals.getByText('Delivery')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-delivery')).toHaveTextContent('£3.95');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('£22.93');
    expect(screen.getByTestId('checkout-vat')).toHaveTextContent('Includes VAT of £3.82');

    await userEvent.click(await screen.findByRole('radio', { name: /Collect \/ local delivery/ }));
    await waitFor(() => expect(screen.getByTestId('checkout-delivery')).toHaveTextContent('Free'));
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('£18.98');
    expect(quoted).toEqual([{ deliveryOption: 'collect' }]);
    await userEvent.click(await placeButton('Place Order - £18.98'));
    await waitFor(() => expect(placed).toHaveLength(1));
    expect(placed[0]?.deliveryOption).toBe('collect');
  });

  it('has no delivery choice while collection is off', async () => {
    signedInCheckout();
    expect(await screen.findByText(/Royal Mail Tracked 48, free when your goods come to £40\.00 or more/)).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Collect/ })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal as it is and retries with the same idempotency key', async () => {
    const answers = [
      trpcError('CONFLICT', 'Sorry, Chilli 500g is out of stock. Please update your cart and try again.', 409),
      trpcError('INTERNAL_SERVER_ERROR', 'relation "orders" does not exist', 500),
    ];
    const { placed } = signedInCheckout({
      'order.place': (input) => {
        placed.push(input as Record<string, unknown>);
        return answers.shift() ?? ok(PLACED);
      },
    });
    await userEvent.click(await placeButton());
    expect(
      await screen.findByText('Sorry, Chilli 500g is out of stock. Please update your cart and try again.'),
    ).toBeInTheDocument();
    await userEvent.click(await placeButton());
    expect(await screen.findByText('Failed to process order. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText(/relation/)).not.toBeInTheDocument();
    await userEvent.click(await placeButton());
    expect(await screen.findByText('Order placed successfully!')).toBeInTheDocument();
    expect(new Set(placed.map((p) => p.idempotencyKey)).size).toBe(1);
  });

  it('lets an approved wholesaler pay on account', async () => {
    const placed: Array<Record<string, unknown>> = [];
    renderStorefront('/checkout', {
      persona: 'wholesaler',
      trpc: {
        'cart.get': () => ok(CART),
        'order.place': (input) => {
          placed.push(input as Record<string, unknown>);
          return ok(PLACED);
        },
        'wholesale.dashboard': neverAnswer,
      },
    });
    await userEvent.click(await screen.findByRole('radio', { name: /Pay on account/ }));
    await userEvent.click(await placeButton());
    await waitFor(() => expect(placed[0]?.paymentMethod).toBe('on_account'));
  });

  it('blocks the order while a line has a problem, naming it', async () => {
    signedInCheckout({
      'cart.get': () => ok(cartView([pricedLine({ quantity: 2, problem: 'Only 1 left of Chilli 500g' })])),
    });
    expect(await screen.findByText('Only 1 left of Chilli 500g')).toBeInTheDocument();
    expect(await placeButton()).toBeDisabled();
  });
});
