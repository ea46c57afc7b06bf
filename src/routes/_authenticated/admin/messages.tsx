import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page-title';
import { MessagesTable } from '../../../features/admin-messages/messages-table';
import { UnreadCount } from '../../../features/admin-messages/unread-badge';
import { titleHead } from '../../../lib/page-head';
import { tableUrlKeys } from '../../../lib/table-url-keys';

export const Route = createFileRoute('/_authenticated/admin/messages')({
  head: () => titleHead('Messages'),
  validateSearch: tableUrlKeys(['unread']),
  component: MessagesPage,
});

function MessagesPage() {
  return (
    <Container size="xl" py="xl">
      <PageTitle title="Messages">
        What visitors sent through the contact form. <UnreadCount />
      </PageTitle>
      <MessagesTable />
    </Container>
  );
}
