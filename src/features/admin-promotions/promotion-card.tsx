import './mantine-styles';
import { ActionIcon, Button, Card, Collapse, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDate } from '../../../shared/dates';
import { formatGBP } from '../../../shared/money';
import { promotionStatus, shopToday } from '../../../shared/promotions';
import { PromotionStatusBadge } from '../../components/status-badge';
import { errorMessage } from '../../lib/error-message';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { discountLabel } from './promotion-display';
import type { Promotion } from './promotion-form-values';
import { PromotionRedemptions } from './promotion-redemptions';

function Detail({ label, children }: { label: string; children: string }) {
  return (
    <Text size="sm">
      <Text span fw={600} inherit>
        {label}:
      </Text>{' '}
      {children}
    </Text>
  );
}

type PromotionCardProps = { promotion: Promotion; onEdit: () => void; onDelete: () => void };

/** 'Promotions management' card: code, badge, actions, the terms, and who used it. */
export function PromotionCard({ promotion: p, onEdit, onDelete }: PromotionCardProps) {
  const [showRedemptions, setShowRedemptions] = useState(false);
  const utils = trpc.useUtils();
  const setActive = trpc.promotion.setActive.useMutation({
    onSuccess: (_, input) => {
      notify.success(input.isActive ? `${p.code} is now active.` : `${p.code} is now inactive.`);
      return utils.promotion.list.invalidate();
    },
    onError: (error) => notify.error(errorMessage(error), 'Error updating promotion'),
  });
  const regionId = `redemptions-${p.id}`;
  const status = promotionStatus(p, shopToday());
  const limits = [p.oncePerCustomer ? 'Once per customer' : null, p.firstOrderOnly ? 'First orders only' : null].filter(Boolean);

  return (
    <Card component="article" aria-labelledby={`promotion-${p.id}`} padding="lg">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Group gap="sm">
          <Title id={`promotion-${p.id}`} order={2} size="h4" ff="monospace">
            {p.code}
          </Title>
          <PromotionStatusBadge status={status} />
        </Group>
        <Group gap={4} wrap="nowrap">
          <ActionIcon variant="subtle" color="gray.8" aria-label={`Edit ${p.code}`} onClick={onEdit}>
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon variant="subtle" color="red.8" aria-label={`Delete ${p.code}`} onClick={onDelete}>
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
      <Stack gap={4} mt="sm">
        <Detail label="Discount">{discountLabel(p)}</Detail>
        {p.minOrderAmountPence > 0 ? <Detail label="Min Order">{formatGBP(p.minOrderAmountPence)}</Detail> : null}
        {p.maxUses !== null ? <Detail label="Uses">{`${p.currentUses}/${p.maxUses}`}</Detail> : null}
        <Detail label="Valid Until">{p.validUntil ? formatDate(p.validUntil) : 'No end date'}</Detail>
        {limits.length > 0 ? <Detail label="Limits">{limits.join(', ')}</Detail> : null}
        {p.description ? (
          <Text size="sm" c="dimmed" mt={4}>
            {p.description}
          </Text>
        ) : null}
      </Stack>
      <Switch
        mt="md"
        label="Active"
        checked={p.isActive}
        disabled={setActive.isPending}
        onChange={(event) => setActive.mutate({ id: p.id, isActive: event.currentTarget.checked })}
        aria-label={`${p.code} active`}
      />
      <Card.Section withBorder inheritPadding py="xs" mt="md">
        <Button
          variant="subtle"
          size="compact-sm"
          px={0}
          onClick={() => setShowRedemptions((open) => !open)}
          aria-expanded={showRedemptions}
          aria-controls={regionId}
          rightSection={showRedemptions ? <IconChevronUp size={14} aria-hidden /> : <IconChevronDown size={14} aria-hidden />}
        >
          {`Redemptions: ${p.redemptionCount} ${p.redemptionCount === 1 ? 'order' : 'orders'}, ${formatGBP(p.discountGivenPence)} given`}
        </Button>
        <Collapse expanded={showRedemptions} id={regionId} keepMounted={false}>
          {showRedemptions ? (
            <Stack mt="xs">
              <PromotionRedemptions promotionId={p.id} code={p.code} />
            </Stack>
          ) : null}
        </Collapse>
      </Card.Section>
    </Card>
  );
}
