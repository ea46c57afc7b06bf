import './mantine-styles';
import { Alert, Badge, Card, Group, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { AGEING_BUCKETS } from '../../../shared/ageing';
import { formatGBP } from '../../../shared/money';
import { errorMessage } from '../../lib/error-message';
import { trpc } from '../../lib/trpc';
import { DetailField } from '../account/detail-field';
import { StatementPicker } from '../credit/statement-picker';

/** The account's credit position: limit and headroom, what holds its orders, the balance aged by days past due and its statements. */
export function CreditSection({ userId }: { userId: string }) {
  const credit = trpc.credit.account.useQuery({ userId });
  let body: React.ReactNode;
  if (credit.isError) {
    body = (
      <Alert color="red" variant="light" role="alert">
        {errorMessage(credit.error)}
      </Alert>
    );
  } else if (!credit.data) {
    body = <Skeleton height={160} role="status" aria-busy="true" aria-label="Loading credit control" />;
  } else {
    const c = credit.data;
    body = (
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <DetailField label="Credit limit">{c.limitPence === null ? 'No limit' : formatGBP(c.limitPence)}</DetailField>
          <DetailField label="Available">{c.availablePence === null ? '—' : formatGBP(c.availablePence)}</DetailField>
          <DetailField label="Terms">{c.terms ?? 'Not set'}</DetailField>
        </SimpleGrid>
        {c.heldByOverdue ? (
          <Alert color="red" variant="light" title="Orders on account are on hold">
            The oldest unpaid invoice is {c.oldestUnpaidDaysLate} days overdue.
          </Alert>
        ) : c.oldestUnpaidDaysLate ? (
          <Badge color="orange" variant="light">
            Oldest unpaid invoice {c.oldestUnpaidDaysLate} days overdue
          </Badge>
        ) : null}
        <div>
          <Title order={3} size="h4" mb="xs">
            Aged debt
          </Title>
          {/* Raw Table, not DataTable: one row of aged-debt buckets. */}
          <Table.ScrollContainer minWidth={560}>
            <Table aria-label="Aged debt" withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  {AGEING_BUCKETS.map((b) => (
                    <Table.Th key={b.key} ta="right">
                      {b.label}
                    </Table.Th>
                  ))}
                  <Table.Th ta="right">Total</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                <Table.Tr>
                  {AGEING_BUCKETS.map((b) => (
                    <Table.Td
                      key={b.key}
                      ta="right"
                      ff="monospace"
                      c={b.key !== 'current' && c.aged[b.key] > 0 ? 'red.9' : undefined}
                    >
                      {formatGBP(c.aged[b.key])}
                    </Table.Td>
                  ))}
                  <Table.Td ta="right" ff="monospace" fw={700}>
                    {formatGBP(c.aged.totalPence)}
                  </Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Text size="xs" c="dimmed" mt={4}>
            Days past each invoice’s due date, as on the monthly statement.
          </Text>
        </div>
        <div>
          <Title order={3} size="h4" mb="xs">
            Statements
          </Title>
          <StatementPicker userId={userId} months={c.statements} />
        </div>
      </Stack>
    );
  }
  return (
    <Card padding="lg">
      <Group justify="space-between" align="baseline" mb="md">
        <Title order={2} size="h3">
          Credit control
        </Title>
      </Group>
      {body}
    </Card>
  );
}
