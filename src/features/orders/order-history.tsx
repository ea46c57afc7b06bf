import './mantine-styles';
import { List, Text, Title } from '@mantine/core';
import type { RouterOutputs } from '~/server/trpc/app-router';
import { formatDateTime } from '../../../shared/dates';
import { ORDER_STATUS_LABELS } from '../../../shared/status-labels';

type OrderEvent = RouterOutputs['order']['getMine']['events'][number];

/** Status history, oldest first, as the server recorded it. */
export function OrderHistory({ events }: { events: OrderEvent[] }) {
  return (
    <div>
      <Title order={3} size="h5" mb={4}>
        Status history
      </Title>
      <List size="sm" spacing={4}>
        {events.map((event) => (
          <List.Item key={event.id}>
            <Text span size="sm" fw={600}>
              {ORDER_STATUS_LABELS[event.status]}
            </Text>{' '}
            <Text span size="sm" c="dimmed">
              {formatDateTime(event.createdAt)}
              {event.note ? ` · ${event.note}` : ''}
            </Text>
          </List.Item>
        ))}
      </List>
    </div>
  );
}
