import './mantine-styles';
import { Card, Group, List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { RouterOutputs } from '~/server/trpc/app-router';
import { documentDate } from '../../../shared/dates';
import { frequencyLabel, leftOutText, type RunOutcome } from '../../../shared/standing-orders';
import { StandingOrderStatusBadge } from '../../components/status-badge';

export type StandingOrderView = RouterOutputs['standingOrder']['listMine'][number];

const OUTCOME: Record<RunOutcome, string> = {
  placed: 'Placed',
  held: 'Held by credit control',
  skipped: 'Skipped',
  not_placed: 'Not placed',
};

/** One standing order as the buyer and the admins see it: lines, rhythm, dates, PO number and the last runs. */
export function StandingOrderCard({
  so,
  actions,
  headingOrder = 2,
}: {
  so: StandingOrderView;
  actions?: ReactNode;
  headingOrder?: 2 | 3;
}) {
  const live = so.status === 'active' || so.status === 'paused';
  return (
    <Card padding="lg" withBorder component="article" aria-label={`Standing order: ${frequencyLabel(so.frequency)}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={headingOrder} size="h4">
            {frequencyLabel(so.frequency)}
          </Title>
          <StandingOrderStatusBadge status={so.status} />
        </Group>
        <Text size="sm">
          {live ? `Next order: ${documentDate(so.nextRunDate)}` : null}
          {so.endDate ? `${live ? ' · ' : ''}Ends: ${documentDate(so.endDate)}` : null}
          {so.poNumber ? ` · PO ${so.poNumber}` : null}
        </Text>
        <List size="sm" spacing={2}>
          {so.lines.map((l) => (
            <List.Item key={l.variantId}>
              {l.quantity} × {l.name}
            </List.Item>
          ))}
        </List>
        {so.runs.length > 0 ? (
          <div>
            <Text size="sm" fw={600}>
              Last runs
            </Text>
            <List size="sm" spacing={2}>
              {so.runs.map((r) => (
                <List.Item key={r.runDate}>
                  {documentDate(r.runDate)}: {OUTCOME[r.outcome]}
                  {r.message ? ` (${r.message})` : ''}
                  {r.leftOut.length ? ` — ${r.leftOut.map(leftOutText).join('; ')}` : ''}
                </List.Item>
              ))}
            </List>
          </div>
        ) : null}
        {actions}
      </Stack>
    </Card>
  );
}
