import './mantine-styles';
import { Alert, Button, Group, Paper, SimpleGrid, Text, Textarea, Title, Typography } from '@mantine/core';
import { useDeferredValue, useState } from 'react';
import type { RouterOutputs } from '~/server/trpc/app-router';
import { formatDateTime } from '../../../shared/dates';
import { renderMarkdown } from '../../../shared/markdown';
import { MAX_PAGE_CHARACTERS } from '../../../shared/schemas/site';
import { AnchorLink } from '../../components/links';
import { errorMessage } from '../../lib/error-message';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import pageText from '../site-pages/page-text.module.css';

export type EditablePage = RouterOutputs['site']['pages'][number];

export const STARTING_TEXT_NOTE = 'Starting text: have it checked before you trade.';

/**
 * One page's Markdown beside a preview made by the same renderer the public page uses (shared/markdown.ts), so
 * the owner sees exactly what visitors will; Save makes a new version (the public page's 'Last updated').
 */
export function PageEditor({ page }: { page: EditablePage }) {
  const utils = trpc.useUtils();
  const [markdown, setMarkdown] = useState(page.markdown);
  // The preview follows the typing a moment behind, so a long page never slows the keys down.
  const preview = useDeferredValue(markdown);
  const save = trpc.site.savePage.useMutation({
    onSuccess: async () => {
      notify.success(`${page.title} updated successfully!`);
      await Promise.all([utils.site.pages.invalidate(), utils.site.page.invalidate({ slug: page.slug })]);
    },
    onError: (error) => notify.error(errorMessage(error), `Error saving ${page.title}`),
  });
  const changed = markdown !== page.markdown;
  const tooLong = markdown.length > MAX_PAGE_CHARACTERS;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ slug: page.slug, version: page.version, markdown });
      }}
      noValidate
    >
      {page.startingText ? (
        <Alert
          color="yellow"
          variant="light"
          mb="md"
          title={STARTING_TEXT_NOTE}
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
        >
          The shop wrote this text from your seller and delivery settings. Have it checked (for example by a solicitor or your
          trade association), change what needs changing and save it: this note then goes away.
        </Alert>
      ) : null}
      <Group justify="space-between" mb="sm" gap="xs">
        <Text size="sm" c="dimmed">
          Version {page.version} · last updated {formatDateTime(page.updatedAt)}
          {page.updatedByName ? ` by ${page.updatedByName}` : ''}
        </Text>
        <AnchorLink to={page.path} target="_blank" size="sm">
          View the public page
        </AnchorLink>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Textarea
          label="Text (Markdown)"
          description="## for a heading, - for a list item, **bold**, [link text](/contact). HTML is shown as typed, never run."
          value={markdown}
          onChange={(event) => setMarkdown(event.currentTarget.value)}
          rows={24}
          resize="vertical"
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
          error={tooLong ? `The page can be at most ${MAX_PAGE_CHARACTERS.toLocaleString('en-GB')} characters.` : undefined}
        />
        <Paper withBorder p="md" radius="md" bg="cream.0" component="section" aria-label={`Preview of ${page.title}`}>
          <Title order={3} size="h6" c="dimmed" mb="xs">
            Preview
          </Title>
          {/* The renderer refuses raw HTML and script links (shared/markdown.ts): what visitors get. */}
          <Typography
            className={pageText.text}
            data-testid="page-preview"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the renderer, see above.
            dangerouslySetInnerHTML={{ __html: renderMarkdown(preview) }}
          />
        </Paper>
      </SimpleGrid>
      <Group justify="flex-end" mt="md">
        <Button type="submit" loading={save.isPending} disabled={(!changed && !page.startingText) || tooLong}>
          Save
        </Button>
      </Group>
    </form>
  );
}
