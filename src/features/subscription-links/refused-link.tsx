import './mantine-styles';
import { Alert, Stack, Text } from '@mantine/core';
import { ButtonLink } from '../../components/links';

/** A link that cannot act (changed, expired, used, out of date): say why, and offer the account instead. */
export function RefusedLink({ message }: { message: string }) {
  return (
    <Stack gap="md">
      <Alert color="red" variant="light" title="This link cannot be used">
        <Text c="red.9">{message}</Text>
      </Alert>
      <Text>Sign in to see and change your subscription in your account.</Text>
      <ButtonLink to="/auth" search={{ redirect: '/account' }} w="fit-content">
        Sign in
      </ButtonLink>
    </Stack>
  );
}
