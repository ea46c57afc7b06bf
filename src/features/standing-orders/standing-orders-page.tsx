import './mantine-styles';
import { Alert, Button, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ButtonLink } from '../../components/links';
import { useAuth } from '../../lib/auth/auth-context';
import { errorMessage } from '../../lib/error-message';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { EditStandingOrder } from './edit-standing-order';
import { StandingOrderCard, type StandingOrderView } from './standing-order-card';

function Actions({ so, onEdit }: { so: StandingOrderView; onEdit: () => void }) {
  const utils = trpc.useUtils();
  const done = (message: string) => ({
    onSuccess: () => {
      notify.success(message);
      void utils.standingOrder.listMine.invalidate();
    },
    onError: (error: { message: string }) => notify.error(errorMessage(error)),
  });
  const skip = trpc.standingOrder.skipNext.useMutation(done('The next order is skipped.'));
  const pause = trpc.standingOrder.pause.useMutation(done('Standing order paused.'));
  const resume = trpc.standingOrder.resume.useMutation(done('Standing order resumed.'));
  const cancel = trpc.standingOrder.cancel.useMutation(done('Standing order cancelled.'));
  if (so.status !== 'active' && so.status !== 'paused') return null;
  const id = { id: so.id };
  return (
    <Group gap="xs">
      <Button size="xs" variant="light" onClick={onEdit}>
        Edit
      </Button>
      <Button size="xs" variant="light" loading={skip.isPending} onClick={() => skip.mutate(id)}>
        Skip next order
      </Button>
      {so.status === 'active' ? (
        <Button size="xs" variant="light" loading={pause.isPending} onClick={() => pause.mutate(id)}>
          Pause
        </Button>
      ) : (
        <Button size="xs" variant="light" loading={resume.isPending} onClick={() => resume.mutate(id)}>
          Resume
        </Button>
      )}
      <Button
        size="xs"
        variant="subtle"
        color="red"
        loading={cancel.isPending}
        onClick={() => window.confirm('Cancel this standing order? No further orders will be placed.') && cancel.mutate(id)}
      >
        Cancel standing order
      </Button>
    </Group>
  );
}

/** The trade portal's standing orders, with skip, pause, resume, cancel and edit. */
export function StandingOrdersPage() {
  const { profile } = useAuth();
  const list = trpc.standingOrder.listMine.useQuery();
  const [editing, setEditing] = useState<StandingOrderView | null>(null);
  let body: React.ReactNode;
  if (list.isError) {
    body = (
      <Alert color="red" variant="light" role="alert">
        {errorMessage(list.error)}
      </Alert>
    );
  } else if (!list.data) {
    body = <Skeleton height={160} role="status" aria-busy="true" aria-label="Loading standing orders" />;
  } else if (list.data.length === 0) {
    body = (
      <Text c="dimmed">
        No standing orders yet. Fill a quick order (or Reorder a past one) and choose ‘Make it a standing order’.
      </Text>
    );
  } else {
    body = list.data.map((so) => (
      <StandingOrderCard key={so.id} so={so} actions={<Actions so={so} onEdit={() => setEditing(so)} />} />
    ));
  }
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1}>Standing orders</Title>
            <Text c="dimmed">Orders placed for you on account on a regular rhythm, at each day’s trade prices.</Text>
          </div>
          <ButtonLink to="/account/quick-order" variant="light">
            New from quick order
          </ButtonLink>
        </Group>
        {body}
      </Stack>
      {editing ? (
        <EditStandingOrder
          key={editing.id}
          so={editing}
          poNumberRequired={profile?.poNumberRequired ?? false}
          opened
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Container>
  );
}
