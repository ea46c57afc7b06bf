import './mantine-styles';
import { Alert, Button, Group, SimpleGrid, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../lib/error-message';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { confirmAction } from '../admin-shared/confirm-action';
import { PromotionCard } from './promotion-card';
import { PromotionDialog } from './promotion-dialog';
import type { Promotion } from './promotion-form-values';

type Editing = { promotion: Promotion | null; key: number } | null;

/** 'Promotions management': the card list, the create/edit dialog and deletion. */
export function PromotionsManagement() {
  const promotions = trpc.promotion.list.useQuery();
  const utils = trpc.useUtils();
  const [editing, setEditing] = useState<Editing>(null);
  const remove = trpc.promotion.delete.useMutation({
    onSuccess: async () => {
      notify.success('Promotion deleted successfully!');
      await utils.promotion.list.invalidate();
    },
    onError: (error) => notify.error(errorMessage(error), 'Error deleting promotion'),
  });
  const confirmDelete = (promotion: Promotion) =>
    confirmAction({
      title: 'Delete this promotion?',
      body: (
        <Text size="sm">The code {promotion.code} will stop working at checkout. Orders that used it keep their discount.</Text>
      ),
      confirmLabel: 'Delete',
      pendingLabel: 'Deleting...',
      action: () => remove.mutateAsync({ id: promotion.id }),
    });

  return (
    <>
      <Group justify="flex-end" mb="md">
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ promotion: null, key: Date.now() })}>
          New Promotion
        </Button>
      </Group>
      {promotions.isPending ? (
        <Text c="dimmed" role="status">
          Loading promotions...
        </Text>
      ) : null}
      {promotions.isError ? (
        <Alert color="red" variant="light" role="alert" title="Error loading promotions">
          {errorMessage(promotions.error)}
        </Alert>
      ) : null}
      {promotions.data?.length === 0 ? <Text c="dimmed">No promotions yet.</Text> : null}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {promotions.data?.map((promotion) => (
          <PromotionCard
            key={promotion.id}
            promotion={promotion}
            onEdit={() => setEditing({ promotion, key: Date.now() })}
            onDelete={() => confirmDelete(promotion)}
          />
        ))}
      </SimpleGrid>
      {editing ? (
        <PromotionDialog key={editing.key} opened promotion={editing.promotion} onClose={() => setEditing(null)} />
      ) : null}
    </>
  );
}
