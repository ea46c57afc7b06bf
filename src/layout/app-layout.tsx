import { Center, Loader } from '@mantine/core';
import { useLocation } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense } from 'react';
import { useAuth } from '../lib/auth/auth-context';
import { chooseLayout } from './choose-layout';
import { PublicLayout } from './public-layout';

// Only admins and wholesalers ever see the sidebar, so shoppers never download it.
const SidebarLayout = lazy(() => import('./sidebar/sidebar-layout'));

export function AppLayout({ children }: { children: ReactNode }) {
  const { role } = useAuth();
  const pathname = useLocation({ select: (location) => location.pathname });
  const kind = chooseLayout(role, pathname);
  if (kind === 'public') return <PublicLayout>{children}</PublicLayout>;
  return (
    <Suspense
      fallback={
        <Center h="100vh">
          <Loader aria-label="Loading" />
        </Center>
      }
    >
      <SidebarLayout kind={kind}>{children}</SidebarLayout>
    </Suspense>
  );
}
