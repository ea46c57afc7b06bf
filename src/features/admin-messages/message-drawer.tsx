import './mantine-styles';
import { Alert, Anchor, Button, Drawer, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { formatDateTime } from '../../../shared/dates';
import { errorMessage } from '../../lib/error-message';
import { trpc } from '../../lib/trpc';
import { DIALOG_TITLE_STYLES } from '../admin-shared/dialog-styles';

/** One message in full; opening it marks it read (the table and the sidebar's count follow). */
export function MessageDrawer({ messageId, onClose }: { messageId: string | null; onClose: () => void }) {
  const utils = trpc.useUtils();
  const refresh = () => Promise.all([utils.contact.list.invalidate(), utils.contact.unread.invalidate()]);
  const open = trpc.contact.open.useMutation({ onSuccess: refresh });
  const markUnread = trpc.contact.markUnread.useMutation({
    onSuccess: async () => {
      await refresh();
      onClose();
    },
  });
  const { mutate } = open;
  useEffect(() => {
    if (messageId) mutate({ id: messageId });
  }, [messageId, mutate]);
  const message = messageId !== null && open.data?.id === messageId ? open.data : undefined;

  return (
    <Drawer
      opened={messageId !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={message ? `Message from ${message.name}` : 'Message'}
      styles={DIALOG_TITLE_STYLES}
    >
      {open.isError ? (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(open.error)}
        </Alert>
      ) : null}
      {message ? (
        <Stack gap="sm">
          <Text size="sm">
            <Anchor href={`mailto:${message.email}`}>{message.email}</Anchor>
            {message.orderNumber === null ? null : ` · about order #${message.orderNumber}`}
          </Text>
          <Text size="xs" c="dimmed">
            Received {formatDateTime(message.receivedAt)}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {message.message}
          </Text>
          <Group mt="md">
            <Button component="a" href={`mailto:${message.email}`}>
              Reply by email
            </Button>
            <Button variant="default" loading={markUnread.isPending} onClick={() => markUnread.mutate({ id: message.id })}>
              Mark as unread
            </Button>
          </Group>
        </Stack>
      ) : open.isPending ? (
        <Stack gap="xs" data-testid="message-loading">
          <Skeleton height={14} />
          <Skeleton height={14} />
          <Skeleton height={14} width="60%" />
        </Stack>
      ) : null}
    </Drawer>
  );
}
