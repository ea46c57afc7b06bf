import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '../../../features/account/account-page';
import { titleHead } from '../../../lib/page-head';
import { tableUrlKeys } from '../../../lib/table-url-keys';

export const Route = createFileRoute('/_authenticated/account/')({
  head: () => titleHead('Your Account'),
  // The admin's accounts table keeps its page, order and filters in the URL.
  validateSearch: tableUrlKeys(['search', 'accountType', 'status']),
  component: AccountPage,
});
