import './mantine-styles';
import { Alert, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { formatGBP } from '../../../shared/money';
import { CANCEL_REASON_LABELS, type CancelReason } from '../../../shared/subscription-cancel';
import { errorMessage } from '../../lib/error-message';
import { trpc } from '../../lib/trpc';

/** 'Jan 2026' for '2026-01'. */
function monthLabel(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number - 1, 15)).toLocaleDateString('en-GB', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

const reasonLabel = (reason: string) => CANCEL_REASON_LABELS[reason as CancelReason] ?? 'Not given';

/** MRR, subscribers, churn and sign-up cohorts for the last twelve months: the figures the owner steers by. */
export function SubscriptionFigures() {
  const figures = trpc.adminSubscriptions.analytics.useQuery();
  const data = figures.data;
  const longest = Math.max(0, ...(data?.cohorts ?? []).map((c) => c.retainedPercent.length));

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="figures-title">
      <Stack gap="md">
        <div>
          <Title id="figures-title" order={2} size="h3">
            Subscription figures
          </Title>
          <Text c="dimmed" size="sm">
            Calendar months in UK time. MRR is each active subscription's price as a month's worth at month end; churn is the
            month's cancellations over the subscribers active at its start.
          </Text>
        </div>
        {figures.isError ? (
          <Alert color="red" variant="light" role="alert">
            Failed to load the figures: {errorMessage(figures.error)}
          </Alert>
        ) : null}
        {figures.isPending ? <Skeleton height={200} /> : null}
        {data ? (
          <>
            <Table.ScrollContainer minWidth={560}>
              <Table striped verticalSpacing="xs" aria-label="Subscription figures by month">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Month</Table.Th>
                    <Table.Th ta="right">MRR</Table.Th>
                    <Table.Th ta="right">Active at start</Table.Th>
                    <Table.Th ta="right">Active at end</Table.Th>
                    <Table.Th ta="right">New</Table.Th>
                    <Table.Th ta="right">Cancelled</Table.Th>
                    <Table.Th ta="right">Churn</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.months.map((row) => (
                    <Table.Tr key={row.month}>
                      <Table.Td>{monthLabel(row.month)}</Table.Td>
                      <Table.Td ta="right">{formatGBP(row.mrrPence)}</Table.Td>
                      <Table.Td ta="right">{row.activeAtStart}</Table.Td>
                      <Table.Td ta="right">{row.activeAtEnd}</Table.Td>
                      <Table.Td ta="right">{row.new}</Table.Td>
                      <Table.Td ta="right">{row.cancelled}</Table.Td>
                      <Table.Td ta="right">{row.churnPercent.toFixed(1)}%</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>

            <Title order={3} size="h4">
              Cohorts: still subscribed after each month
            </Title>
            {data.cohorts.length === 0 ? (
              <Text c="dimmed">No sign-ups in the last twelve months.</Text>
            ) : (
              <Table.ScrollContainer minWidth={560}>
                <Table striped verticalSpacing="xs" aria-label="Cohorts by sign-up month">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Signed up</Table.Th>
                      <Table.Th ta="right">Subscribers</Table.Th>
                      {Array.from({ length: longest }, (_, k) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: the column is the month number itself
                        <Table.Th key={k} ta="right">
                          Month {k}
                        </Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.cohorts.map((cohort) => (
                      <Table.Tr key={cohort.month}>
                        <Table.Td>{monthLabel(cohort.month)}</Table.Td>
                        <Table.Td ta="right">{cohort.size}</Table.Td>
                        {Array.from({ length: longest }, (_, k) => (
                          // biome-ignore lint/suspicious/noArrayIndexKey: the column is the month number itself
                          <Table.Td key={k} ta="right">
                            {cohort.retainedPercent[k] === undefined ? '' : `${cohort.retainedPercent[k]?.toFixed(1)}%`}
                          </Table.Td>
                        ))}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}

            <Title order={3} size="h4">
              Cancellations by reason
            </Title>
            {data.cancellationsByReason.length === 0 ? (
              <Text c="dimmed">No cancellations in the last twelve months.</Text>
            ) : (
              <Table striped verticalSpacing="xs" aria-label="Cancellations by reason" maw={420}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Reason</Table.Th>
                    <Table.Th ta="right">Cancellations</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.cancellationsByReason.map((row) => (
                    <Table.Tr key={row.reason}>
                      <Table.Td>{reasonLabel(row.reason)}</Table.Td>
                      <Table.Td ta="right">{row.count}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
