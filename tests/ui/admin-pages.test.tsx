import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RouterOutputs } from '../../server/trpc/app-router';
import { renderAdminApp } from './support/admin-fixtures';
import { ok } from './support/msw';

type EditablePage = RouterOutputs['site']['pages'][number];

const user = userEvent.setup({ delay: null });
const UPDATED = new Date('2026-11-20T10:00:00.000Z');

function pages(overrides: Partial<Record<EditablePage['slug'], Partial<EditablePage>>> = {}): EditablePage[] {
  const base = (slug: EditablePage['slug'], title: string, path: EditablePage['path']): EditablePage => ({
    slug,
    title,
    path,
    markdown: `## ${title}\n\nThe starting text.`,
    version: 1,
    startingText: true,
    updatedAt: UPDATED,
    updatedByName: null,
    ...overrides[slug],
  });
  return [
    base('terms', 'Terms of Sale', '/terms'),
    base('privacy', 'Privacy Notice', '/privacy'),
    base('delivery-returns', 'Delivery & Returns', '/delivery-returns'),
    base('contact', 'Contact Us', '/contact'),
  ];
}

const STARTING_NOTE = 'Starting text: have it checked before you trade.';

describe("admin 'Pages'", () => {
  it('is in the sidebar; shows the Markdown beside its preview, and the starting-text note', async () => {
    renderAdminApp('/admin/pages', { 'site.pages': () => ok(pages()) });
    const text = await screen.findByLabelText('Text (Markdown)');
    expect(text).toHaveValue('## Terms of Sale\n\nThe starting text.');
    expect(screen.getByRole('link', { name: 'Pages' })).toHaveAttribute('href', '/admin/pages');
    expect(screen.getByText(STARTING_NOTE)).toBeInTheDocument();
    const preview = screen.getByTestId('page-preview');
    expect(within(preview).getByRole('heading', { level: 2, name: 'Terms of Sale' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the public page' })).toHaveAttribute('href', '/terms');
  });

  it('has no note once the page is the owner’s own', async () => {
    renderAdminApp('/admin/pages?page=privacy', {
      'site.pages': () => ok(pages({ privacy: { startingText: false, version: 3, updatedByName: 'Ada Admin' } })),
    });
    expect(await screen.findByText(/Version 3 · last updated .* by Ada Admin/)).toBeInTheDocument();
    expect(screen.queryByText(STARTING_NOTE)).not.toBeInTheDocument();
    // Nothing changed: nothing to save.
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('previews hostile Markdown as text, and saves the text over the version it opened', async () => {
    const saved: unknown[] = [];
    renderAdminApp('/admin/pages', {
      'site.pages': () => ok(pages()),
      'site.savePage': (input) => {
        saved.push(input);
        return ok({ version: 2 });
      },
    });
    const text = await screen.findByLabelText('Text (Markdown)');
    await user.clear(text);
    const hostile = '<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[x](javascript:alert(1))';
    await user.click(text);
    await user.paste(hostile);
    const preview = screen.getByTestId('page-preview');
    await waitFor(() => expect(preview).toHaveTextContent('<script>alert(1)</script>'));
    expect(preview.querySelector('script, img, a')).toBeNull();
    expect(preview).toHaveTextContent('[x](javascript:alert(1))');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toEqual([{ slug: 'terms', version: 1, markdown: hostile }]));
    expect(await screen.findByText('Terms of Sale updated successfully!')).toBeInTheDocument();
  });

  it('says so when someone else saved the page meanwhile', async () => {
    renderAdminApp('/admin/pages', {
      'site.pages': () => ok(pages()),
      'site.savePage': () => ({
        error: {
          code: 'CONFLICT',
          message:
            'Someone else saved the Terms of Sale page since you opened it. Reload to see their text before you change it.',
          httpStatus: 409,
        },
      }),
    });
    await user.type(await screen.findByLabelText('Text (Markdown)'), ' More.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Someone else saved the Terms of Sale page/)).toBeInTheDocument();
  });
});
