import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_STATUSES, INVOICE_DISPLAY_STATUSES, ORDER_STATUSES, SUBSCRIPTION_STATUSES } from '../../shared/constants';
import { PAYMENT_STATUSES } from '../../shared/payments';
import { PROMOTION_STATUSES } from '../../shared/promotions';
import { STANDING_STATUSES } from '../../shared/standing-orders';
import {
  ACCOUNT_STATUS_LABELS,
  INVOICE_STATUS_LABELS,
  ORDER_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
  STANDING_ORDER_STATUS_LABELS,
  SUBSCRIPTION_STATUS_LABELS,
} from '../../shared/status-labels';
import {
  ACCOUNT_STATUS_TONES,
  AccountStatusBadge,
  INVOICE_STATUS_TONES,
  InvoiceStatusBadge,
  ORDER_STATUS_TONES,
  OrderStatusBadge,
  PAYMENT_STATUS_TONES,
  PaymentStatusBadge,
  PROMOTION_STATUS_TONES,
  PromotionStatusBadge,
  STANDING_ORDER_STATUS_TONES,
  StandingOrderStatusBadge,
  SUBSCRIPTION_STATUS_TONES,
  SubscriptionStatusBadge,
} from '../../src/components/status-badge';
import { TONE_COLOURS, type Tone } from '../../src/components/tone-badge';
import { cssVariablesResolver, theme } from '../../src/theme';

type Kind = {
  name: string;
  statuses: readonly string[];
  labels: Readonly<Record<string, string>>;
  tones: Readonly<Record<string, Tone>>;
  Badge: ComponentType<{ status: never }>;
};

// Every kind of status the shop shows, with its values taken from shared/ (the enums the server stores).
const KINDS: Kind[] = [
  { name: 'order', statuses: ORDER_STATUSES, labels: ORDER_STATUS_LABELS, tones: ORDER_STATUS_TONES, Badge: OrderStatusBadge },
  {
    name: 'payment',
    statuses: PAYMENT_STATUSES,
    labels: PAYMENT_STATUS_LABELS,
    tones: PAYMENT_STATUS_TONES,
    Badge: PaymentStatusBadge,
  },
  {
    name: 'invoice',
    statuses: INVOICE_DISPLAY_STATUSES,
    labels: INVOICE_STATUS_LABELS,
    tones: INVOICE_STATUS_TONES,
    Badge: InvoiceStatusBadge,
  },
  {
    name: 'subscription',
    statuses: SUBSCRIPTION_STATUSES,
    labels: SUBSCRIPTION_STATUS_LABELS,
    tones: SUBSCRIPTION_STATUS_TONES,
    Badge: SubscriptionStatusBadge,
  },
  {
    name: 'account',
    statuses: ACCOUNT_STATUSES,
    labels: ACCOUNT_STATUS_LABELS,
    tones: ACCOUNT_STATUS_TONES,
    Badge: AccountStatusBadge,
  },
  {
    name: 'standing order',
    statuses: STANDING_STATUSES,
    labels: STANDING_ORDER_STATUS_LABELS,
    tones: STANDING_ORDER_STATUS_TONES,
    Badge: StandingOrderStatusBadge,
  },
  {
    name: 'promotion',
    statuses: PROMOTION_STATUSES,
    labels: Object.fromEntries(PROMOTION_STATUSES.map((s) => [s, s])),
    tones: PROMOTION_STATUS_TONES,
    Badge: PromotionStatusBadge,
  },
];

function renderBadge(Badge: Kind['Badge'], status: string) {
  const Any = Badge as ComponentType<{ status: string }>;
  return render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <Any status={status} />
    </MantineProvider>,
  );
}

/** WCAG relative luminance of '#rrggbb'. */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

describe('one label and one colour per status', () => {
  for (const kind of KINDS) {
    it(`every ${kind.name} status has its own label and a colour of the palette, and its badge shows both`, () => {
      expect(Object.keys(kind.labels).sort()).toEqual([...kind.statuses].sort());
      expect(Object.keys(kind.tones).sort()).toEqual([...kind.statuses].sort());
      const labels = kind.statuses.map((s) => kind.labels[s]);
      expect(new Set(labels).size).toBe(kind.statuses.length);
      for (const status of kind.statuses) {
        const label = kind.labels[status] ?? '';
        const tone = kind.tones[status] as Tone;
        expect(label.trim(), status).not.toBe('');
        expect(Object.keys(TONE_COLOURS), status).toContain(tone);
        const view = renderBadge(kind.Badge, status);
        const badge = screen.getByText(label).closest('.mantine-Badge-root');
        expect(badge, `${kind.name} ${status}`).toHaveStyle({ color: TONE_COLOURS[tone].fg });
        view.unmount();
      }
    });
  }

  it('names a payment status Stripe adds later in its own words, in grey', () => {
    renderBadge(PaymentStatusBadge, 'requires_reauthorisation');
    expect(screen.getByText('requires reauthorisation').closest('.mantine-Badge-root')).toHaveStyle({
      color: TONE_COLOURS.grey.fg,
    });
  });

  it('every colour of the palette keeps text at 4.5:1 or better on its tint', () => {
    for (const [tone, { bg, fg }] of Object.entries(TONE_COLOURS)) {
      const [light, dark] = [luminance(bg), luminance(fg)].sort((a, b) => b - a) as [number, number];
      expect((light + 0.05) / (dark + 0.05), tone).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('no page keeps its own status words or colours', () => {
  const SRC = path.resolve(import.meta.dirname, '../../src');
  const OWNER = path.join(SRC, 'components/status-badge.tsx');
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return files(full);
      return /\.tsx?$/.test(name) ? [full] : [];
    });
  // A map keyed by a status type is a label or colour map: it belongs in shared/status-labels.ts or the badge file.
  const MAP = /Record<\s*(?:Order|Payment|Invoice|InvoiceDisplay|Subscription|Account|Standing|Promotion)Status\b/;

  it('only the status badge file maps statuses', () => {
    const offenders = files(SRC)
      .filter((file) => file !== OWNER && MAP.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(SRC, file));
    expect(offenders).toEqual([]);
    expect(MAP.test('const TONES: Record<SubscriptionStatus, Tone> = {')).toBe(true);
  });
});
