import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { registeredIn, type SellerIdentity, tradingAs } from '../../../shared/seller';

/** The seller's details on the contact page: who they are, where, and how to reach them. */
export function SellerDetails({ seller }: { seller: SellerIdentity }) {
  return (
    <Paper withBorder bg="cream.0" p="lg" radius="md" component="section" aria-labelledby="seller-details-title">
      <Title order={2} size="h4" id="seller-details-title" mb="xs">
        {seller.tradingName}
      </Title>
      <Stack gap={4}>
        <Text size="sm">{tradingAs(seller)}.</Text>
        <Text size="sm" component="address" fs="normal">
          {seller.address.map((line) => (
            <span key={line} style={{ display: 'block' }}>
              {line}
            </span>
          ))}
        </Text>
        <Text size="sm">
          Registered in {registeredIn(seller.companyNumber)}, company number {seller.companyNumber}. VAT number {seller.vatNumber}
          .
        </Text>
        <Text size="sm">
          Email <Anchor href={`mailto:${seller.email}`}>{seller.email}</Anchor>
        </Text>
        {seller.phone ? (
          <Text size="sm">
            Phone <Anchor href={`tel:${seller.phone.replace(/[^+0-9]/g, '')}`}>{seller.phone}</Anchor>
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
