import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { REFUSAL_MESSAGES } from '../../shared/subscription-links';
import { LinkActionPage } from '../../src/features/subscription-links/link-action-page';
import { ok, type TrpcInput, type TrpcOutput } from './support/msw';
import { renderFeature } from './support/subscriptions-render';

type LinkSummary = Omit<Extract<TrpcOutput<'subscriptionLink.preview'>, { status: 'ready' }>, 'status'>;

const SUMMARY: LinkSummary = {
  action: 'skip',
  deliveryDate: '2099-02-15',
  planName: 'The Knight',
  bagCount: 2,
  weight: '250g',
  frequency: 'Monthly',
};

function renderPage(
  act: (input: TrpcInput<'subscriptionLink.act'>) => TrpcOutput<'subscriptionLink.act'>,
  preview: TrpcOutput<'subscriptionLink.preview'> = { status: 'ready', ...SUMMARY },
) {
  const calls: unknown[] = [];
  renderFeature(<LinkActionPage token="signed.link.token" />, {
    trpc: {
      'subscriptionLink.preview': () => ok(preview),
      'subscriptionLink.act': (input) => {
        calls.push(input);
        return ok(act(input));
      },
    },
  });
  return calls;
}

describe('the page a subscription email link opens', () => {
  it('names the subscription and the delivery and changes nothing until the button is pressed, once', async () => {
    const calls = renderPage(() => ({ status: 'done', nextDeliveryAt: '2099-03-15', subscriptionStatus: 'active', ...SUMMARY }));
    expect(await screen.findByRole('heading', { name: 'The Knight: 2 × 250g, monthly' })).toBeInTheDocument();
    expect(screen.getByText('Skip the delivery of 15 February 2099? The box after it comes as usual.')).toBeInTheDocument();
    expect(calls).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Skip this delivery' }));
    expect(await screen.findByText('Skipped. Your next delivery is on 15 March 2099.')).toBeInTheDocument();
    expect(calls).toEqual([{ token: 'signed.link.token' }]);
    expect(screen.queryByRole('button', { name: 'Skip this delivery' })).not.toBeInTheDocument();
  });

  it('a used link says so and offers sign-in instead of a button', async () => {
    renderPage(() => ({ status: 'used', message: REFUSAL_MESSAGES.used }), { status: 'used', message: REFUSAL_MESSAGES.used });
    expect(await screen.findByText('This link has already been used.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth?redirect=%2Faccount');
    expect(screen.queryByRole('button', { name: 'Skip this delivery' })).not.toBeInTheDocument();
  });
});
