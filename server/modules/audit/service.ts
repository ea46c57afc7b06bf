import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema/index';

export type AuditEntry = {
  actorUserId: string;
  /** Verb phrase such as 'product.update' or 'account.approve'. */
  action: string;
  targetType: string;
  targetId: string | null;
  before?: unknown;
  after?: unknown;
};

/** Appends one audit row; call it inside the transaction of the change it records. */
export async function recordAudit(tx: DbOrTx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
