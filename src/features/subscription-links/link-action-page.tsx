import './mantine-styles';
import { Alert, Button, Card, Loader, Stack, Text, Title } from '@mantine/core';
import type { RouterOutputs } from '~/server/trpc/app-router';
import { documentDate } from '../../../shared/dates';
import { LINK_LABELS, type LinkAction, REFUSAL_MESSAGES } from '../../../shared/subscription-links';
import { ButtonLink } from '../../components/links';
import { errorMessage } from '../../lib/error-message';
import { trpc } from '../../lib/trpc';
import { LinkSession } from './link-session';
import { RefusedLink } from './refused-link';

type Summary = Extract<RouterOutputs['subscriptionLink']['preview'], { status: 'ready' }>;

/** The one question the page asks before anything changes. */
function questionOf(action: LinkAction, delivery: string): string {
  switch (action) {
    case 'skip':
      return `Skip the delivery of ${delivery}? The box after it comes as usual.`;
    case 'delay':
      return `Delay the delivery of ${delivery} by one week? Later boxes follow on from the new date.`;
    case 'pause':
      return 'Pause this subscription? No boxes are sent or charged until you resume it.';
    case 'flavours':
      return 'Open this subscription to change its flavours?';
    case 'manage':
      return 'Open this subscription to manage it?';
  }
}

function doneMessage(action: LinkAction, nextDeliveryAt: string): string {
  const next = documentDate(nextDeliveryAt);
  if (action === 'pause') return 'Your subscription is paused. Resume it from your account whenever you like.';
  return `${action === 'skip' ? 'Skipped.' : 'Delayed by one week.'} Your next delivery is on ${next}.`;
}

/**
 * Opened from a subscription email. Opening only reads (mail scanners open links too); the button
 * is what acts, once, without a password.
 */
export function LinkActionPage({ token }: { token: string | undefined }) {
  const preview = trpc.subscriptionLink.preview.useQuery({ token: token ?? '' }, { enabled: Boolean(token), retry: false });
  const act = trpc.subscriptionLink.act.useMutation();

  if (!token) return <RefusedLink message={REFUSAL_MESSAGES.invalid} />;
  const result = act.data;
  if (result?.status === 'opened')
    return <LinkSession capability={result.capability} focus={result.action === 'flavours' ? 'flavours' : 'all'} />;
  if (result?.status === 'done')
    return (
      <Stack gap="md">
        <Alert color="green" variant="light" title={`${result.planName}: done`}>
          {doneMessage(result.action, result.nextDeliveryAt)}
        </Alert>
        <Text>This was recorded on your subscription as changed by email link.</Text>
        <ButtonLink to="/account" variant="default" w="fit-content">
          Go to my account
        </ButtonLink>
      </Stack>
    );
  if (result) return <RefusedLink message={result.message} />;
  if (preview.isPending) return <Loader aria-label="Checking the link" />;
  if (preview.isError) return <RefusedLink message={errorMessage(preview.error)} />;
  if (preview.data.status !== 'ready') return <RefusedLink message={preview.data.message} />;
  return (
    <Confirm
      summary={preview.data}
      pending={act.isPending}
      error={act.error ? errorMessage(act.error) : undefined}
      onPress={() => act.mutate({ token })}
    />
  );
}

function Confirm({
  summary,
  pending,
  error,
  onPress,
}: {
  summary: Summary;
  pending: boolean;
  error: string | undefined;
  onPress: () => void;
}) {
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="md">
        <Title order={2} size="h3">
          {summary.planName}: {summary.bagCount} × {summary.weight}, {summary.frequency.toLowerCase()}
        </Title>
        <Text>{questionOf(summary.action, documentDate(summary.deliveryDate))}</Text>
        {error ? (
          <Alert color="red" variant="light">
            <Text c="red.9">{error}</Text>
          </Alert>
        ) : null}
        <Button onClick={onPress} loading={pending} w="fit-content">
          {LINK_LABELS[summary.action]}
        </Button>
      </Stack>
    </Card>
  );
}
