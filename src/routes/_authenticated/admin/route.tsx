import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AccessDenied } from '../../../features/admin/access-denied';
import { useAuth } from '../../../lib/auth/auth-context';

/** /admin/*: admins only; the server refuses every admin procedure to anyone else as well. */
export const Route = createFileRoute('/_authenticated/admin')({
  component: AdminGuard,
});

function AdminGuard() {
  const { role } = useAuth();
  if (role !== 'admin') return <AccessDenied />;
  return <Outlet />;
}
