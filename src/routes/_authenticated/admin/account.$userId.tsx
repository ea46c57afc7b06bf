import { createFileRoute } from '@tanstack/react-router';
import { EditAccountPage } from '../../../features/admin/edit-account-page';
import { titleHead } from '../../../lib/page-head';

export const Route = createFileRoute('/_authenticated/admin/account/$userId')({
  head: () => titleHead('Edit Account'),
  // Starts the request with the route; the page reads the same query. Only admins may ask (the guard shows others 'Access Denied.').
  loader: ({ context, params }) => {
    if (context.auth.role === 'admin') void context.trpc.admin.getAccount.prefetch({ userId: params.userId });
  },
  component: EditAccountRoute,
});

function EditAccountRoute() {
  const { userId } = Route.useParams();
  return <EditAccountPage userId={userId} />;
}
