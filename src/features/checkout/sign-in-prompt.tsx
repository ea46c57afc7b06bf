import './mantine-styles';
import { Alert, Text } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { AnchorLink } from '../../components/links';

/** Checkout is open to everyone, but placing an order needs an account: said first, not after Place Order. */
export function SignInPrompt() {
  return (
    <section aria-label="Sign in to place your order">
      <Alert color="oxblood" variant="light" icon={<IconLogin size={20} aria-hidden />} title="Sign in to place your order">
        <Text size="sm">
          <AnchorLink to="/auth" search={{ redirect: '/checkout' }} inherit underline="always" fw={600}>
            Log in or sign up
          </AnchorLink>
          , then come straight back here: your cart and the shipping details you type are kept.
        </Text>
      </Alert>
    </section>
  );
}
