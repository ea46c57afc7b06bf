import './mantine-styles';
import { List, Paper, Stack, Text, Title } from '@mantine/core';
import type { RouterOutputs } from '~/server/trpc/app-router';
import { amountLine, confirmationTerms, sellerIdentityLines } from '../../../shared/order-confirmation';
import { AnchorLink } from '../../components/links';
import { useSeller } from '../../lib/seller';

/** The page as it stood at that version (the current page for an order placed before versions were kept). */
const versionOf = (version: number | null) => (version === null ? {} : { version });

type Order = RouterOutputs['order']['getMine'];

/**
 * The order confirmation as the customer keeps it, beside the lines, totals and address the order view shows:
 * the amount paid or due, when it leaves us, how to cancel or return it, the Terms of Sale and Delivery &
 * Returns as they stood when it was placed, and who sold it (the confirmation email says the same).
 */
export function OrderConfirmation({ order }: { order: Order }) {
  const seller = useSeller();
  if (!seller) return null;
  const terms = confirmationTerms(order, seller);
  return (
    <Paper withBorder p="md" radius="md" bg="cream.0" component="section" aria-labelledby="order-confirmation-title">
      <Title id="order-confirmation-title" order={3} size="h5" mb="xs">
        Order confirmation
      </Title>
      <Stack gap="xs">
        <Text size="sm" fw={700}>
          {amountLine(order.totalPence, order.invoice?.status ?? null)}
        </Text>
        <Text size="sm">{terms.dispatch}</Text>
        <div>
          <Text size="sm" fw={600}>
            Cancelling and returns
          </Text>
          <Text size="sm">{terms.cancel}</Text>
          <List size="sm" mt={4}>
            {terms.returns.map((rule) => (
              <List.Item key={rule}>{rule}</List.Item>
            ))}
          </List>
        </div>
        <Text size="sm">
          <AnchorLink to="/terms" search={versionOf(order.termsVersion)} inherit underline="always">
            Terms of Sale
          </AnchorLink>{' '}
          and{' '}
          <AnchorLink to="/delivery-returns" search={versionOf(order.deliveryReturnsVersion)} inherit underline="always">
            Delivery &amp; Returns
          </AnchorLink>
          , as they stood when you ordered.
        </Text>
        <Text size="xs" c="dimmed" data-testid="order-seller">
          Sold by {seller.legalName}.
          {sellerIdentityLines(seller).map((line) => (
            <span key={line} style={{ display: 'block' }}>
              {line}
            </span>
          ))}
        </Text>
      </Stack>
    </Paper>
  );
}
