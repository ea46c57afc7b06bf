import { Container, Stack, Text, Title } from '@mantine/core';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { safeRedirectPath } from '../../shared/redirect';
import { PageSkeleton } from '../components/page-skeleton';
import { AuthTabs } from '../features/auth/auth-tabs';
import { VerifiedNotice } from '../features/auth/verified-notice';
import { useAuth } from '../lib/auth/auth-context';
import { titleHead } from '../lib/page-head';

export const Route = createFileRoute('/auth')({
  head: () => titleHead('Sign In or Sign Up'),
  // The raw parameter never survives: only a path on this site, anything else becomes /account.
  // `verified` and `error`: back from an email verification link (better-auth adds `error` when it failed).
  validateSearch: (search: Record<string, unknown>): { redirect?: string; verified?: 1; error?: string } => ({
    ...(search.redirect === undefined ? {} : { redirect: safeRedirectPath(search.redirect) }),
    ...(search.verified === 1 || search.verified === '1' ? { verified: 1 as const } : {}),
    ...(typeof search.error === 'string' ? { error: search.error.slice(0, 64) } : {}),
  }),
  component: AuthPage,
});

function AuthPage() {
  const { redirect, verified, error } = Route.useSearch();
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  const signedIn = user !== null && !loading;

  // 'Auth': a successful login goes to /account, or back to the page that sent the visitor here.
  // Waiting for the profile first means the protected route's guard already sees the new user.
  useEffect(() => {
    if (signedIn) void navigate({ href: safeRedirectPath(redirect), replace: true });
  }, [signedIn, redirect, navigate]);

  if (signedIn) return <PageSkeleton />;
  return (
    <Container size={480} py="xl">
      <Stack gap={4} ta="center" mb="lg">
        <Title order={1}>Welcome to Royal Biltong</Title>
        <Text c="dimmed">Log in to your account or create a new one.</Text>
      </Stack>
      {verified ? <VerifiedNotice failed={error !== undefined} /> : null}
      <AuthTabs />
    </Container>
  );
}
