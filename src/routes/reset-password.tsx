import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage, type ResetPasswordSearch } from '../features/auth/reset-password-page';
import { titleHead } from '../lib/page-head';

/** Where better-auth's emailed reset link lands: /reset-password?token=… or ?error=INVALID_TOKEN. */
export const Route = createFileRoute('/reset-password')({
  head: () => titleHead('Reset Password'),
  validateSearch: (search: Record<string, unknown>): ResetPasswordSearch => ({
    token: typeof search.token === 'string' && search.token ? search.token : undefined,
    error: typeof search.error === 'string' && search.error ? search.error : undefined,
  }),
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { token, error } = Route.useSearch();
  return <ResetPasswordPage token={token} error={error} />;
}
