import './mantine-styles';
import { Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { DIALOG_TITLE_STYLES } from './dialog-styles';

type ConfirmDialogProps = {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while the action runs (e.g. 'Deleting...'). */
  pendingLabel: string;
  pending: boolean;
  /** The button that backs out; 'Cancel' unless that would read oddly (e.g. cancelling an order). */
  cancelLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
};

/** The admin screens' confirmation for destructive actions: Cancel, or the red confirm button. */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  pendingLabel,
  pending,
  cancelLabel = 'Cancel',
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={pending ? () => {} : onClose} title={title} centered styles={DIALOG_TITLE_STYLES}>
      <Stack gap="lg">
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button color="red.8" onClick={onConfirm} disabled={pending}>
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
