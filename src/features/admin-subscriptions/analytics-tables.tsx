import './mantine-styles';
import { Table } from '@mantine/core';
import { formatGBP } from '../../../shared/money';
import { type CohortRow, type MonthFigures, monthLabel, percentText } from '../../../shared/subscription-analytics';
import { CANCEL_REASON_LABELS, type CancelReason } from '../../../shared/subscription-cancel';

// These are small fixed grids of figures, not lists to page, sort or filter: plain tables rather than the
// admin lists' DataTable, whose columns are fixed while a cohort grid has one per month since sign-up.

type Column = { header: string; cell: (m: MonthFigures) => string };

function MonthsTable({ label, columns, months }: { label: string; columns: Column[]; months: readonly MonthFigures[] }) {
  return (
    // Raw Table, not DataTable: computed monthly figures, not a server-paged list to sort, filter or export.
    <Table.ScrollContainer minWidth={640}>
      <Table striped verticalSpacing="xs" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Month</Table.Th>
            {columns.map((c) => (
              <Table.Th key={c.header} ta="right">
                {c.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {months.map((m) => (
            <Table.Tr key={m.month}>
              <Table.Td>{monthLabel(m.month)}</Table.Td>
              {columns.map((c) => (
                <Table.Td key={c.header} ta="right">
                  {c.cell(m)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

const SUBSCRIBER_COLUMNS: Column[] = [
  { header: 'MRR', cell: (m) => formatGBP(m.mrrPence) },
  { header: 'Active at start', cell: (m) => String(m.activeAtStart) },
  { header: 'Active at end', cell: (m) => String(m.activeAtEnd) },
  { header: 'New', cell: (m) => String(m.new) },
  { header: 'Cancelled', cell: (m) => String(m.cancelled) },
  { header: 'Paused', cell: (m) => String(m.paused) },
  { header: 'Resumed', cell: (m) => String(m.resumed) },
];

const RETENTION_COLUMNS: Column[] = [
  { header: 'Churn', cell: (m) => percentText(m.churnPercent) },
  { header: 'Chosen', cell: (m) => `${m.chosenCancellations} (${percentText(m.chosenChurnPercent)})` },
  { header: 'Failed payments', cell: (m) => `${m.failedPayments} (${percentText(m.failedPaymentChurnPercent)})` },
  { header: 'Offers accepted', cell: (m) => String(m.offersAccepted) },
  { header: 'Offers declined', cell: (m) => String(m.offersDeclined) },
  { header: 'Acceptance', cell: (m) => percentText(m.offerAcceptancePercent) },
];

export const MonthlyFiguresTable = ({ months }: { months: readonly MonthFigures[] }) => (
  <MonthsTable label="Subscription figures by month" columns={SUBSCRIBER_COLUMNS} months={months} />
);

export const RetentionTable = ({ months }: { months: readonly MonthFigures[] }) => (
  <MonthsTable label="Churn and save offers by month" columns={RETENTION_COLUMNS} months={months} />
);

export function CohortTable({ cohorts }: { cohorts: readonly CohortRow[] }) {
  const longest = Math.max(0, ...cohorts.map((c) => c.retainedPercent.length));
  const since = Array.from({ length: longest }, (_, k) => k);
  return (
    // Raw Table, not DataTable: computed cohorts, not a server-paged list to sort, filter or export.
    <Table.ScrollContainer minWidth={640}>
      <Table striped verticalSpacing="xs" aria-label="Cohorts by sign-up month">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Signed up</Table.Th>
            <Table.Th ta="right">Subscribers</Table.Th>
            {since.map((k) => (
              <Table.Th key={k} ta="right">
                Month {k}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {cohorts.map((cohort) => (
            <Table.Tr key={cohort.month}>
              <Table.Td>{monthLabel(cohort.month)}</Table.Td>
              <Table.Td ta="right">{cohort.size}</Table.Td>
              {since.map((k) => (
                <Table.Td key={k} ta="right">
                  {percentText(cohort.retainedPercent[k])}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

const reasonLabel = (reason: string) => CANCEL_REASON_LABELS[reason as CancelReason] ?? 'Not given';

export function CancellationReasonsTable({ rows }: { rows: readonly { reason: string; count: number }[] }) {
  return (
    // Raw Table, not DataTable: a few computed counts, not a server-paged list.
    <Table striped verticalSpacing="xs" aria-label="Cancellations by reason" maw={420}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Reason</Table.Th>
          <Table.Th ta="right">Cancellations</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.reason}>
            <Table.Td>{reasonLabel(row.reason)}</Table.Td>
            <Table.Td ta="right">{row.count}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
