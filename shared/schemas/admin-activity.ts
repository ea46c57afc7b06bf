import { tableQuery } from '../table-query';
import { text } from './fields';

/** The audit log: newest first by default; action 'product' matches every 'product.*' action. */
export const activityTable = tableQuery({
  sortable: ['createdAt', 'action', 'actor'],
  filters: {
    action: text()
      .trim()
      .max(60)
      .regex(/^[a-z_.]*$/, 'Unknown action')
      .optional(),
    actorUserId: text().trim().min(1).max(100).optional(),
  },
  defaultSort: { id: 'createdAt', desc: true },
  defaultPageSize: 25,
});
