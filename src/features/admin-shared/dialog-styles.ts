/** Dialog and drawer titles of the admin screens: the heading font, bold, like the page's headings. */
export const DIALOG_TITLE_STYLES = {
  title: { fontFamily: 'var(--mantine-font-family-headings)', fontWeight: 700, fontSize: 'var(--mantine-h4-font-size)' },
} as const;
