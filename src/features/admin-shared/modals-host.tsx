import './mantine-styles';
import { ModalsProvider } from '@mantine/modals';
import type { ReactNode } from 'react';

/**
 * Mantine's modals manager for the back office (`modals.openConfirmModal` from anywhere inside).
 * Mounted by the admin layout rather than the app root, so the shop's first page does not pay for it.
 */
export function ModalsHost({ children }: { children: ReactNode }) {
  return <ModalsProvider>{children}</ModalsProvider>;
}
