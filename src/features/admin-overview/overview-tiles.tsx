import './mantine-styles';
import { Alert, Card, type CardProps, Group, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import type { RouterOutputs } from '~/server/trpc/app-router';
import { formatGBP } from '../../../shared/money';
import { percentChange } from '../../../shared/overview-periods';
import { errorMessage } from '../../lib/error-message';
import { trpc } from '../../lib/trpc';

type Tiles = RouterOutputs['adminOverview']['tiles'];
type Revenue = Tiles['revenue']['week'];

// A whole card is the link to the table it summarises, filtered through the URL (search param names
// agreed with the admin tables: status, stock, renewsWithin, state). Its visible text names it (no
// aria-label: a name that differs from what is seen fails WCAG 2.5.3, Label in Name).
function CardAnchor(props: CardProps & Omit<ComponentPropsWithRef<'a'>, keyof CardProps>) {
  return <Card component="a" {...props} />;
}
const CardLink = createLink(CardAnchor);

function Tile({
  title,
  value,
  children,
  to,
  search,
}: {
  title: string;
  value: ReactNode;
  children: ReactNode;
  to: string;
  search: Record<string, string | number>;
}) {
  return (
    <CardLink
      to={to as '/admin/orders'}
      search={search as never}
      withBorder
      padding="lg"
      radius="md"
      preload="intent"
      style={{ color: 'inherit', textDecoration: 'none' }}
    >
      <Text size="sm" c="dimmed" fw={600} tt="uppercase">
        {title}
      </Text>
      <Text fz={28} fw={700} ff="heading" mt={4}>
        {value}
      </Text>
      <Text size="sm" c="dimmed" mt={4}>
        {children}
      </Text>
    </CardLink>
  );
}

/** '+12% on the same days last week', or what there is to say when last time was nothing. */
function Comparison({ revenue, before }: { revenue: Revenue; before: string }) {
  const change = percentChange(revenue.current.grossPence, revenue.previous.grossPence);
  const trend = change === null ? 'nothing to compare with' : `${change > 0 ? '+' : ''}${change}%`;
  return (
    <>
      {formatGBP(revenue.current.netPence)} net of VAT · {revenue.current.orders} paid order(s)
      <br />
      {formatGBP(revenue.previous.grossPence)} {before} ({trend})
    </>
  );
}

/** 'How is the shop doing': the overview's tiles, each a link to its filtered table. */
export function OverviewTiles() {
  const tiles = trpc.adminOverview.tiles.useQuery();
  if (tiles.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} role="status" aria-label="Loading the shop's figures">
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <Skeleton key={index} height={132} />
        ))}
      </SimpleGrid>
    );
  }
  if (tiles.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title="Error loading the shop's figures">
        {errorMessage(tiles.error)}
      </Alert>
    );
  }
  const { revenue, toShip, lowStock, renewing, failures, tradeApplications } = tiles.data;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" component="section" aria-label="How the shop is doing">
      {/* Paid (or charged on account) and kept: unlike the charts below, which count every order placed. */}
      <Tile
        title="Paid revenue this week (Mon–Sun)"
        value={formatGBP(revenue.week.current.grossPence)}
        to="/admin/orders"
        search={{}}
      >
        <Comparison revenue={revenue.week} before="same days last week" />
      </Tile>
      <Tile title="Paid revenue this month" value={formatGBP(revenue.month.current.grossPence)} to="/admin/orders" search={{}}>
        <Comparison revenue={revenue.month} before="same days last month" />
      </Tile>
      <Tile title="Orders to ship" value={toShip.paid + toShip.packed} to="/admin/orders" search={{ status: 'paid' }}>
        {toShip.paid} paid, {toShip.packed} packed: paid for and not yet shipped
      </Tile>
      <Tile title="Low stock" value={lowStock.sizes} to="/admin/products" search={{ stock: 'low' }}>
        Size(s) on sale with {lowStock.threshold} or fewer left
      </Tile>
      <Tile
        title="Renewing soon"
        value={renewing.subscriptions}
        to="/admin/subscriptions"
        search={{ renewsWithin: renewing.withinDays }}
      >
        Active subscription(s) with a delivery in the next {renewing.withinDays} days
      </Tile>
      <Tile
        title="Trade applications"
        value={tradeApplications.pending}
        to="/account"
        search={{ accountType: 'Wholesale', status: 'pending' }}
      >
        Wholesale application(s) waiting for approval
      </Tile>
      <Tile title="Failed emails & jobs" value={failures.jobs} to="/admin/jobs" search={{ state: 'failed' }}>
        <Group component="span" gap={4}>
          {failures.emails} email(s) among them; retry them on Email & jobs
        </Group>
      </Tile>
    </SimpleGrid>
  );
}
