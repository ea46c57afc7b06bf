import { Badge } from '@mantine/core';
import { trpc } from '../../lib/trpc';

const useUnread = () => trpc.contact.unread.useQuery(undefined, { refetchInterval: 60_000 }).data?.unread;

/** The sidebar's count of messages no admin has opened yet; nothing when there are none. */
export function UnreadMessagesBadge() {
  const unread = useUnread() ?? 0;
  if (unread === 0) return null;
  return (
    <Badge size="sm" circle={unread < 10} color="oxblood" role="status" aria-label={`${unread} unread`}>
      {unread}
    </Badge>
  );
}

/** The same count in the Messages page's heading, in words. */
export function UnreadCount() {
  const unread = useUnread();
  if (unread === undefined) return null;
  return <>{unread === 0 ? 'Nothing unread.' : `${unread} unread.`}</>;
}
