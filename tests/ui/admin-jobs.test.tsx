import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RouterOutputs } from '../../server/trpc/app-router';
import { renderAdminApp } from './support/admin-fixtures';
import { ok, type TrpcResolvers, tablePage, trpcError } from './support/msw';

type JobRow = RouterOutputs['adminJobs']['list']['rows'][number];
const user = userEvent.setup({ delay: null });

const job = (overrides: Partial<JobRow>): JobRow => ({
  id: '66666666-6666-4666-8666-666666666666',
  kind: 'email.send',
  status: 'dead',
  state: 'dead',
  attempts: 31,
  lastError: 'Error: connect ECONNREFUSED 127.0.0.1:25',
  firstAttemptAt: new Date('2026-01-14T10:00:00.000Z'),
  updatedAt: new Date('2026-01-15T10:05:00.000Z'),
  runAt: new Date('2026-01-15T10:05:00.000Z'),
  createdAt: new Date('2026-01-14T10:00:00.000Z'),
  emailTo: 'buyer@example.com',
  emailSubject: 'Your Royal Biltong order #1042',
  ...overrides,
});

const ROWS = [
  job({}),
  job({
    id: '66666666-6666-4666-8666-666666666667',
    kind: 'subscriptions.renew',
    status: 'queued',
    state: 'retrying',
    attempts: 2,
    lastError: 'deadlock detected',
    runAt: new Date('2026-01-15T10:10:00.000Z'),
    emailTo: null,
    emailSubject: null,
  }),
];

const renderJobs = (trpc: TrpcResolvers = {}) =>
  renderAdminApp('/admin/jobs', { 'adminJobs.list': () => tablePage(ROWS), ...trpc });
const rowOf = (text: string) => within(screen.getByText(text).closest('tr') as HTMLElement);

describe("'Email & jobs'", () => {
  it('is in the admin sidebar and lists failed emails and jobs with their error, attempts and times', async () => {
    renderJobs();
    expect(await screen.findByRole('heading', { level: 1, name: 'Email & jobs' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Email & jobs' })).toHaveAttribute('href', '/admin/jobs');
    await screen.findByText('Your Royal Biltong order #1042');
    const email = rowOf('Your Royal Biltong order #1042');
    expect(email.getByText('Email to buyer@example.com')).toBeInTheDocument();
    expect(email.getByText('Gave up')).toBeInTheDocument();
    expect(email.getByText('31')).toBeInTheDocument();
    expect(email.getByText('Error: connect ECONNREFUSED 127.0.0.1:25')).toBeInTheDocument();
    expect(email.getByText('14 Jan 2026, 10:00')).toBeInTheDocument();
    const renewals = rowOf('Subscription renewals');
    expect(renewals.getByText('Retrying')).toBeInTheDocument();
    expect(renewals.getByText('Next 15 Jan 2026, 10:10')).toBeInTheDocument();
  });

  it('Retry sends the job id and confirms', async () => {
    let sent: unknown;
    renderJobs({
      'adminJobs.retry': (input) => {
        sent = input;
        return ok({ id: input.id, kind: 'email.send' });
      },
    });
    await user.click(
      await screen.findByRole(
        'button',
        { name: "Retry: Email 'Your Royal Biltong order #1042' to buyer@example.com" },
        { timeout: 10_000 },
      ),
    );
    expect(
      await screen.findByText("Email 'Your Royal Biltong order #1042' to buyer@example.com: queued to run again."),
    ).toBeInTheDocument();
    expect(sent).toEqual({ id: ROWS[0]?.id });
  });

  it('shows why a retry was refused', async () => {
    renderJobs({ 'adminJobs.retry': () => trpcError('CONFLICT', 'This job is running now.', 409) });
    await user.click(await screen.findByRole('button', { name: 'Retry: Subscription renewals' }, { timeout: 10_000 }));
    expect(await screen.findByText('This job is running now.')).toBeInTheDocument();
  });

  it('says when nothing has failed', async () => {
    renderJobs({ 'adminJobs.list': () => tablePage([]) });
    expect(await screen.findByText('No failed emails or jobs.', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
