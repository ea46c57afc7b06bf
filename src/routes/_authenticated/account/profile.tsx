import { createFileRoute } from '@tanstack/react-router';
import { YourProfilePage } from '../../../features/account/profile-page';
import { titleHead } from '../../../lib/page-head';

export const Route = createFileRoute('/_authenticated/account/profile')({
  head: () => titleHead('Your Profile'),
  component: YourProfilePage,
});
