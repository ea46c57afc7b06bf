import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { PageSkeleton } from '../components/page-skeleton';
import { useAuth } from '../lib/auth/auth-context';

/** Every /account and /admin route: signed-in users only. */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: ({ context, location }) => {
    if (!context.auth.loading && !context.auth.user) {
      throw redirect({ to: '/auth', search: { redirect: location.href }, replace: true });
    }
  },
  component: AuthenticatedLayout,
});

function AuthenticatedLayout() {
  const { user, loading } = useAuth();
  // While signed out, <AppRouterWithAuth> re-runs beforeLoad as soon as auth settles, which redirects.
  if (loading || !user) return <PageSkeleton />;
  return <Outlet />;
}
