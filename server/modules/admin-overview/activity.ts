import { and, count, desc, eq, like, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, user } from '../../db/schema/index';

export type ActivityFilters = { action?: string; actorUserId?: string };

/** The Activity view: audit rows newest first with the actor's email; 'product' matches 'product.*'. */
export async function listActivity(db: Db, filters: ActivityFilters, page: number, pageSize: number) {
  const where = and(
    filters.action
      ? or(eq(auditLog.action, filters.action), like(auditLog.action, `${filters.action.replace(/[\\%_]/g, (c) => `\\${c}`)}.%`))
      : undefined,
    filters.actorUserId ? eq(auditLog.actorUserId, filters.actorUserId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        createdAt: auditLog.createdAt,
        action: auditLog.action,
        targetType: auditLog.targetType,
        targetId: auditLog.targetId,
        before: auditLog.before,
        after: auditLog.after,
        actorUserId: auditLog.actorUserId,
        actorEmail: user.email,
      })
      .from(auditLog)
      .leftJoin(user, eq(user.id, auditLog.actorUserId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: total?.value ?? 0, page, pageSize };
}
