import './mantine-styles';
import { Anchor, Group, Stack, Table, Text, Timeline, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { moistureLabel } from '../../../shared/constants';
import { formatDate, formatDateTime } from '../../../shared/dates';
import { formatGBP } from '../../../shared/money';
import { orderSummary, vatRateLabel } from '../../../shared/order-summary';
import { ORDER_STATUS_LABELS } from '../../../shared/status-labels';
import { InvoiceStatusBadge } from '../../components/status-badge';
import type { AdminOrder } from './admin-order';
import { SOURCE_LABELS } from './order-labels';
import { OrderPayment } from './order-payment';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6} component="section" aria-label={title}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function Lines({ order }: { order: AdminOrder }) {
  // Stored figures only (shared/order-summary.ts): goods, discount, delivery, then VAT per rate.
  const summary = orderSummary(order);
  const totals: [string, number][] = [
    ['Subtotal (incl. VAT)', summary.subtotalPence],
    ...(summary.discount ? ([[summary.discount.label, -summary.discount.pence]] as [string, number][]) : []),
    [summary.delivery.label, summary.delivery.pence],
  ];
  return (
    // Raw Table, not DataTable: the lines of one order, with its totals.
    <Table fz="sm" verticalSpacing={4} aria-label="Order lines">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Product</Table.Th>
          <Table.Th ta="right">Qty</Table.Th>
          <Table.Th ta="right">Unit (net)</Table.Th>
          <Table.Th ta="right">Net amount</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {order.items.map((item) => (
          <Table.Tr key={item.id}>
            <Table.Td>
              {item.productName}
              <Text size="xs" c="dimmed">
                {item.weight} · {moistureLabel(item.moisture)}
              </Text>
            </Table.Td>
            <Table.Td ta="right">{item.quantity}</Table.Td>
            <Table.Td ta="right">{formatGBP(item.unitNetPence)}</Table.Td>
            <Table.Td ta="right">{formatGBP(item.lineNetPence)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        {totals.map(([label, pence]) => (
          <Table.Tr key={label}>
            <Table.Td colSpan={3} ta="right">
              {label}
            </Table.Td>
            <Table.Td ta="right">{formatGBP(pence)}</Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr>
          <Table.Th colSpan={3} ta="right">
            Total
          </Table.Th>
          <Table.Th ta="right">{formatGBP(order.totalPence)}</Table.Th>
        </Table.Tr>
        {summary.vatSummary.map((rate) => (
          <Table.Tr key={String(rate.vatRateBps)}>
            <Table.Td colSpan={3} ta="right" c="dimmed">
              VAT {vatRateLabel(rate.vatRateBps)} on {formatGBP(rate.netPence)}
            </Table.Td>
            <Table.Td ta="right" c="dimmed">
              {formatGBP(rate.vatPence)}
            </Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr>
          <Table.Td colSpan={3} ta="right">
            Includes VAT
          </Table.Td>
          <Table.Td ta="right">{formatGBP(summary.vatPence)}</Table.Td>
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}

/** Everything about one order the admin needs before acting on it. */
export function OrderDetail({ order }: { order: AdminOrder }) {
  const address = order.shippingAddress;
  return (
    <Stack gap="lg">
      <Group gap="xl" align="flex-start">
        <Section title="Customer">
          <Text size="sm">{order.customer?.businessName ?? order.customer?.name ?? 'Unknown'}</Text>
          {order.customer ? (
            <Anchor href={`mailto:${order.customer.email}`} size="sm">
              {order.customer.email}
            </Anchor>
          ) : null}
          <Text size="sm" c="dimmed">
            {SOURCE_LABELS[order.source]} · placed {formatDateTime(order.createdAt)}
          </Text>
          {order.poNumber ? <Text size="sm">PO number: {order.poNumber}</Text> : null}
        </Section>
        <Section title="Shipping address">
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {[address.fullName, address.address1, address.address2, address.city, address.postcode].filter(Boolean).join('\n')}
          </Text>
          {order.trackingReference ? <Text size="sm">Tracking reference: {order.trackingReference}</Text> : null}
        </Section>
      </Group>
      <Section title="Items">
        <Lines order={order} />
      </Section>
      <Section title="Promotion">
        <Text size="sm">
          {order.promotion ? `${order.promotion.code}: ${formatGBP(order.promotion.discountPence)} off` : 'No promotion used.'}
        </Text>
      </Section>
      <Section title="Payment">
        <OrderPayment order={order} />
      </Section>
      <Section title="Invoice">
        {order.invoice ? (
          <Group gap="sm">
            <Text size="sm" fw={600}>
              {order.invoice.reference}
            </Text>
            <InvoiceStatusBadge status={order.invoice.displayStatus} />
            {order.invoice.dueDate ? <Text size="sm">Due {formatDate(order.invoice.dueDate)}</Text> : null}
            <Anchor href={`/api/invoices/${order.invoice.id}/pdf`} target="_blank" rel="noopener" size="sm">
              Download invoice PDF
            </Anchor>
          </Group>
        ) : (
          <Text size="sm">No invoice.</Text>
        )}
      </Section>
      <Section title="History">
        <Timeline bulletSize={14} lineWidth={2} active={order.events.length - 1}>
          {order.events.map((event) => (
            <Timeline.Item key={event.id} title={ORDER_STATUS_LABELS[event.status]}>
              {event.note ? <Text size="sm">{event.note}</Text> : null}
              <Text size="xs" c="dimmed">
                {formatDateTime(event.createdAt)}
                {event.actorEmail ? ` · ${event.actorEmail}` : ''}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      </Section>
    </Stack>
  );
}
