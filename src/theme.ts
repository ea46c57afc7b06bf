import {
  type AnchorProps,
  type BadgeProps,
  type ButtonProps,
  type CardProps,
  type CSSVariablesResolver,
  createTheme,
  type MantineColorsTuple,
  type TableScrollContainerProps,
  type TitleProps,
} from '@mantine/core';

/** Deep oxblood: the brand's primary colour (shade 7 keeps white text above 8:1 contrast). */
const oxblood: MantineColorsTuple = [
  '#fcf0f1',
  '#f3dadd',
  '#e6b1b8',
  '#d98591',
  '#cc606f',
  '#c2485a',
  '#a63a4a',
  '#8b2a39',
  '#6e1d2a',
  '#52131e',
];

/** Brass / gold accent; text in brass uses shade 8 or darker to stay AA on cream. */
const brass: MantineColorsTuple = [
  '#fbf7ea',
  '#f4eacb',
  '#e9d69c',
  '#dec16b',
  '#d4af45',
  '#cda22d',
  '#b38a20',
  '#8f6d18',
  '#6d5212',
  '#4c390b',
];

/** Warm cream neutrals for page and card backgrounds. */
const cream: MantineColorsTuple = [
  '#fffdf8',
  '#fbf7ef',
  '#f5eddd',
  '#ecdfc5',
  '#e0ceaa',
  '#d3bb8e',
  '#b89d6c',
  '#8f7a52',
  '#66573a',
  '#3f3524',
];

// System font stacks only: the CSP and offline machines rule out web fonts.
const SERIF = "Georgia, Cambria, 'Times New Roman', Times, serif";
const SANS =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'Liberation Sans', sans-serif";

export const theme = createTheme({
  primaryColor: 'oxblood',
  primaryShade: { light: 7, dark: 5 },
  colors: { oxblood, brass, cream },
  fontFamily: SANS,
  headings: { fontFamily: SERIF, fontWeight: '700' },
  defaultRadius: 'sm',
  cursorType: 'pointer',
  focusRing: 'auto',
  black: '#2b1d1a',
  // Plain objects rather than Title.extend(...): `.extend` would put every listed component's code
  // (Badge, Input, Card...) in the entry chunk, whether or not the first page shows it.
  components: {
    Title: { defaultProps: { c: 'oxblood.9' } satisfies TitleProps },
    Button: { defaultProps: { radius: 'sm' } satisfies ButtonProps },
    // Darker field borders (global.css) so inputs stand out at 3:1 against cream (WCAG 1.4.11).
    Input: { classNames: { input: 'rb-input' } },
    Card: { defaultProps: { withBorder: true, radius: 'md', bg: 'cream.0' } satisfies CardProps },
    Badge: { defaultProps: { radius: 'sm' } satisfies BadgeProps },
    Anchor: { defaultProps: { c: 'oxblood.8' } satisfies AnchorProps },
    // A table wider than the screen scrolls in a box with the browser's own scrollbar: Mantine's ScrollArea
    // shows its scrollbar only while hovered, so the columns past the edge looked cut off rather than hidden.
    TableScrollContainer: { defaultProps: { type: 'native' } satisfies Partial<TableScrollContainerProps> },
  },
});

/** Cream page background and warm dark text instead of Mantine's white and grey. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-body': '#fbf7ef',
    '--mantine-color-text': '#2b1d1a',
    '--mantine-color-dimmed': '#5f534c',
    // Mantine's red-6 error text is about 3:1 on cream; red-9 passes AA.
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
