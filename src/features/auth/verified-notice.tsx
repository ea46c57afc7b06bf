import './mantine-styles';
import { Alert } from '@mantine/core';

/** Back from the email verification link: verifying does not sign in, so the login form says what happened. */
export function VerifiedNotice({ failed }: { failed: boolean }) {
  return failed ? (
    <Alert color="red" variant="light" role="alert" mb="md">
      This verification link is invalid or has expired. Log in and we will send you a new one.
    </Alert>
  ) : (
    <Alert color="green" variant="light" role="status" mb="md">
      Email verified. Please log in.
    </Alert>
  );
}
