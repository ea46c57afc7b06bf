import './mantine-styles';
import { Alert, Button, Container, Group, List, Paper, Radio, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useCallback, useMemo, useState } from 'react';
import { formatGBP } from '../../../shared/money';
import { poNumberField, poNumberProblem } from '../../../shared/schemas/po-number';
import { QUANTITY_MESSAGE, type TradePaymentMethod } from '../../../shared/schemas/trade-order';
import type { TradeOrderLine } from '../../../shared/trade-order';
import { useAuth } from '../../lib/auth/auth-context';
import { errorMessage } from '../../lib/error-message';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { SaveStandingOrder } from '../standing-orders/save-standing-order';
import { OrderFile } from './order-file';
import { PoNumberInput } from './po-number-input';
import { hasInvalidQuantity, linesOf, type Quantities, quantitiesFrom } from './quantities';
import { QuickOrderTable } from './quick-order-table';
import { TradeTotals } from './trade-totals';
import { usePlaceTradeOrder } from './use-place-trade-order';
import { useReorderFill } from './use-reorder-fill';
import { useTradeQuote } from './use-trade-quote';

type Notice = { title: string; items: string[] };

/**
 * 'Quick order' in the trade portal: every product and size at the account's tier net price in one table,
 * the server's running totals, and one 'Place order' (on account, or by card when the shop takes cards).
 * Filled by hand, from a past order (Reorder) or from a file (Upload CSV). Keyboard only: Tab walks down the
 * quantities and Enter in any of them places the order.
 */
export function QuickOrderPage({ reorderOrderId }: { reorderOrderId: string | null }) {
  const { profile } = useAuth();
  const trade = profile?.role === 'wholesaler' && profile.status === 'approved';
  const catalogue = trpc.tradeOrder.catalogue.useQuery(undefined, { enabled: trade });
  const cardPayments = trpc.payment.config.useQuery().data?.cardPayments ?? false;
  const [quantities, setQuantities] = useState<Quantities>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [poNumber, setPoNumber] = useState('');
  const [poError, setPoError] = useState<string | null>(null);
  const [paymentMethod, setPaymentMethod] = useState<TradePaymentMethod>('on_account');
  const order = useMemo(() => (catalogue.data ?? []).map((e) => e.variantId), [catalogue.data]);
  const lines = useMemo(() => linesOf(order, quantities), [order, quantities]);
  const { quote, current, refetch } = useTradeQuote(lines);
  const { place, pending } = usePlaceTradeOrder(
    () => {
      setQuantities({});
      setPoNumber('');
      setNotice(null);
    },
    () => void refetch(),
  );
  const fill = useCallback((filled: TradeOrderLine[], next: Notice) => {
    setQuantities(quantitiesFrom(filled));
    setNotice(next);
  }, []);
  const reorder = useReorderFill(trade ? reorderOrderId : null, fill);

  if (!trade) {
    return (
      <Container size="lg" py="xl">
        <Alert color="orange" variant="light" role="alert">
          Quick order is for approved trade accounts.
        </Alert>
      </Container>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (hasInvalidQuantity(quantities)) return notify.error(QUANTITY_MESSAGE);
    if (lines.length === 0) return notify.error('Please enter a quantity for at least one item.');
    const po = poNumberField.safeParse(poNumber);
    const poMessage = po.success ? poNumberProblem(profile.poNumberRequired, po.data) : errorMessage(po.error);
    setPoError(poMessage);
    if (poMessage) return notify.error(poMessage);
    await place({ lines, poNumber: po.data ?? null, paymentMethod });
  };

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>Quick order</Title>
          <Text c="dimmed">
            Every product and size at your trade price. Type the quantities (Tab moves down the list), then press Enter or Place
            order.
          </Text>
        </div>
        <OrderFile
          catalogue={catalogue.data ?? []}
          onLines={(filled, name) =>
            fill(filled, { title: `Filled from ${name}. Check the quantities, then place the order.`, items: [] })
          }
        />
        {reorder.error ? (
          <Alert color="red" variant="light" role="alert">
            {reorder.error}
          </Alert>
        ) : null}
        {notice ? (
          <Alert color={notice.items.length ? 'yellow' : 'green'} variant="light" title={notice.title} role="status">
            {notice.items.length ? (
              <List size="sm" spacing={2}>
                {notice.items.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List>
            ) : null}
          </Alert>
        ) : null}
        <form onSubmit={submit} noValidate aria-label="Quick order form">
          <Stack gap="lg">
            <Paper withBorder radius="md" p="md" bg="cream.0">
              {catalogue.data ? (
                <QuickOrderTable
                  catalogue={catalogue.data}
                  quantities={quantities}
                  quoteLines={quote?.lines ?? []}
                  onChange={(variantId, text) => setQuantities((q) => ({ ...q, [variantId]: text }))}
                />
              ) : catalogue.isError ? (
                <Alert color="red" variant="light" role="alert">
                  {errorMessage(catalogue.error)}
                </Alert>
              ) : (
                <Skeleton height={400} aria-label="Loading the products" />
              )}
            </Paper>
            <Group justify="space-between" align="flex-start" gap="xl">
              <Stack gap="md" style={{ flex: '1 1 280px', maxWidth: 420 }}>
                <PoNumberInput value={poNumber} onChange={setPoNumber} required={profile.poNumberRequired} error={poError} />
                {cardPayments ? (
                  <Radio.Group label="Payment" value={paymentMethod} onChange={(v) => setPaymentMethod(v as TradePaymentMethod)}>
                    <Stack gap="xs" mt="xs">
                      <Radio value="on_account" label={`Pay on account${profile.terms ? ` (${profile.terms})` : ''}`} />
                      <Radio value="card" label="Pay by card" />
                    </Stack>
                  </Radio.Group>
                ) : (
                  <Text size="sm">Charged to your trade account{profile.terms ? ` (${profile.terms})` : ''}.</Text>
                )}
              </Stack>
              <Stack gap="md">
                <TradeTotals quote={quote} />
                <Button type="submit" size="lg" disabled={pending} loading={pending}>
                  {quote && current ? `Place order - ${formatGBP(quote.totals.totalPence)}` : 'Place order'}
                </Button>
              </Stack>
            </Group>
          </Stack>
        </form>
        <Group justify="flex-end">
          <SaveStandingOrder lines={lines} poNumber={poNumber} poNumberRequired={profile.poNumberRequired} />
        </Group>
      </Stack>
    </Container>
  );
}
