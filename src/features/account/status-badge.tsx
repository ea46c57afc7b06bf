import './mantine-styles';
import { Badge } from '@mantine/core';

// Dark text on a pale tint keeps every badge above 4.5:1 contrast (Mantine's light variant does not for green/orange).
const TONES = {
  green: { bg: '#e3f1e4', fg: '#1e5e2e' },
  orange: { bg: '#fcebd9', fg: '#8a3f00' },
  red: { bg: '#fbe4e4', fg: '#8e1b1b' },
} as const;

/**
 * Account status: approved green, rejected red, anything else (pending) orange. At least as wide as its word,
 * so a narrow table column never cuts it to 'Appro…' (the column grows instead).
 */
export function StatusBadge({ status, redWhenRejected = false }: { status: string; redWhenRejected?: boolean }) {
  const tone = status === 'approved' ? TONES.green : redWhenRejected && status === 'rejected' ? TONES.red : TONES.orange;
  return (
    <Badge variant="filled" bg={tone.bg} c={tone.fg} tt="capitalize" miw="max-content">
      {status}
    </Badge>
  );
}
