import './mantine-styles';
import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';

// The one badge palette of the shop, for customers and admins alike. Dark text on a pale tint keeps every
// badge above 4.5:1 contrast (Mantine's light variants do not for green/orange).
export const TONE_COLOURS = {
  green: { bg: '#e3f1e4', fg: '#1e5e2e' },
  orange: { bg: '#fcebd9', fg: '#8a3f00' },
  red: { bg: '#fbe4e4', fg: '#8e1b1b' },
  blue: { bg: '#e3ecf8', fg: '#1d4477' },
  grey: { bg: '#ecebe8', fg: '#3d3a35' },
} as const;
export type Tone = keyof typeof TONE_COLOURS;

/** At least as wide as its words, so a narrow table column never cuts it to 'Appro…' (the column grows instead). */
export function ToneBadge({ tone, children }: { tone: Tone; children: ReactNode }) {
  const { bg, fg } = TONE_COLOURS[tone];
  return (
    <Badge variant="filled" bg={bg} c={fg} tt="none" miw="max-content">
      {children}
    </Badge>
  );
}
