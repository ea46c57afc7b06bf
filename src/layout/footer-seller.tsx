import { Anchor, Text } from '@mantine/core';
import { registeredIn, type SellerIdentity, sellerAddressLine, tradingAs } from '../../shared/seller';

/**
 * Who the customer is dealing with, as a UK online shop must say on its pages: trading and legal name,
 * registered address, company and VAT numbers, and an email address that reaches the seller.
 */
export function FooterSeller({ seller }: { seller: SellerIdentity }) {
  return (
    <Text size="xs" c="cream.2" ta="center" mt="xl" lh={1.7} data-testid="seller-identity">
      {tradingAs(seller)}, registered in {registeredIn(seller.companyNumber)}, company number {seller.companyNumber}.
      <br />
      Registered office: {sellerAddressLine(seller)}. VAT number {seller.vatNumber}.
      <br />
      Email{' '}
      <Anchor href={`mailto:${seller.email}`} c="cream.1" size="xs" inherit>
        {seller.email}
      </Anchor>
      {seller.phone ? (
        <>
          {' '}
          · Phone{' '}
          <Anchor href={`tel:${seller.phone.replace(/[^+0-9]/g, '')}`} c="cream.1" size="xs" inherit>
            {seller.phone}
          </Anchor>
        </>
      ) : null}
    </Text>
  );
}
