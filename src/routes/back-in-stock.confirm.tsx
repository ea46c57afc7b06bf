import { Container, Loader, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { AnchorLink } from '../components/links';
import { errorMessage } from '../lib/error-message';
import { titleHead } from '../lib/page-head';
import { trpc } from '../lib/trpc';

export const Route = createFileRoute('/back-in-stock/confirm')({
  head: () => titleHead('Back-in-Stock Alert'),
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({
    token: typeof search.token === 'string' ? search.token : undefined,
  }),
  component: ConfirmBackInStockPage,
});

/** The guest's link from the confirmation email (double opt-in). */
function ConfirmBackInStockPage() {
  const { token } = Route.useSearch();
  const confirm = trpc.backInStock.confirm.useMutation();
  const sent = useRef(false);
  useEffect(() => {
    // Once only (StrictMode runs effects twice in development): a token confirms one time.
    if (!token || sent.current) return;
    sent.current = true;
    confirm.mutate({ token });
  }, [token, confirm]);

  return (
    <Container size={560} py="xl">
      <Title order={1} mb="md">
        Back-in-stock alert
      </Title>
      {!token || confirm.isError ? (
        <Text c="red.9">{errorMessage(confirm.error, 'This confirmation link is invalid or has expired.')}</Text>
      ) : confirm.isSuccess ? (
        <Text>
          Confirmed. We will email you once when {confirm.data.productName} {confirm.data.weight} is back in stock.
        </Text>
      ) : (
        <Loader aria-label="Confirming" />
      )}
      <AnchorLink to="/shop" mt="lg" display="inline-block">
        Back to the shop
      </AnchorLink>
    </Container>
  );
}
