import { Group, Stack, Text } from '@mantine/core';
import type { RouterOutputs } from '~/server/trpc/app-router';
import { formatGBP } from '../../../shared/money';
import { vatRateLabel } from '../../../shared/order-summary';

type Quote = RouterOutputs['tradeOrder']['quote'];

function Row(props: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xl">
      <Text fw={props.strong ? 700 : undefined} fz={props.strong ? 'lg' : undefined}>
        {props.label}
      </Text>
      <Text fw={props.strong ? 700 : undefined} fz={props.strong ? 'xl' : undefined} c={props.strong ? 'oxblood.8' : undefined}>
        {props.value}
      </Text>
    </Group>
  );
}

/** The quick order's running figures, as the server quoted them: net goods, delivery, VAT per rate, total. */
export function TradeTotals({ quote }: { quote: Quote | null }) {
  const t = quote?.totals;
  return (
    <Stack gap={4} miw={280} aria-live="polite" aria-label="Order totals" role="group">
      <Row label="Goods (ex VAT)" value={formatGBP(t?.goodsNetPence ?? 0)} />
      <Row
        label={quote ? `Delivery (${quote.delivery.service}, ex VAT)` : 'Delivery (ex VAT)'}
        value={quote && !quote.delivery.free ? formatGBP(t?.deliveryNetPence ?? 0) : 'Free'}
      />
      {(t?.vatSummary ?? []).map((rate) => (
        <Row key={String(rate.vatRateBps)} label={`VAT at ${vatRateLabel(rate.vatRateBps)}`} value={formatGBP(rate.vatPence)} />
      ))}
      <Row label="VAT" value={formatGBP(t?.vatPence ?? 0)} />
      <Row label="Total" value={formatGBP(t?.totalPence ?? 0)} strong />
      {quote && !quote.delivery.free ? (
        <Text size="xs" c="dimmed">
          Free delivery when your goods come to {formatGBP(quote.freeThresholdPence)} or more with VAT.
        </Text>
      ) : null}
    </Stack>
  );
}
