import type { Request, Response } from 'express';
import { text } from '../../shared/schemas/fields';
import type { Auth } from '../auth/auth';
import { AppError } from '../errors';
import { exportAccountData, exportFilename } from '../modules/account/data-export';
import { recordAudit } from '../modules/audit/service';
import type { AppDeps } from '../trpc/context';
import { contextFromRequest } from './context';

const userIdParam = text().min(1).max(100);

function sendJsonFile(res: Response, data: Awaited<ReturnType<typeof exportAccountData>>) {
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${exportFilename(data.exportedAt)}"`);
  res.setHeader('Cache-Control', 'private, no-store');
  res.send(`${JSON.stringify(data, null, 2)}\n`);
}

/**
 * GET /api/account/data-export ('Download my data', the signed-in person's own) and
 * GET /api/accounts/:userId/data-export (an admin answering a subject access request, audited): one JSON file.
 */
export function accountDataDownload(deps: AppDeps, auth: Auth) {
  return async (req: Request, res: Response) => {
    const ctx = await contextFromRequest(deps, auth, req);
    if (!ctx.session?.user.emailVerified) {
      res.status(401).json({ error: { message: 'Please log in to continue.' } });
      return;
    }
    const forAnother = req.params.userId !== undefined;
    try {
      if (!forAnother) return sendJsonFile(res, await exportAccountData(deps.db, ctx.session.user.id));
      // Anyone but an admin gets 404 for another account, as if it did not exist.
      const userId = userIdParam.safeParse(req.params.userId);
      if ((await ctx.loadProfile())?.role !== 'admin' || !userId.success) throw new AppError('NOT_FOUND', 'Account not found.');
      const data = await exportAccountData(deps.db, userId.data);
      await recordAudit(deps.db, {
        actorUserId: ctx.session.user.id,
        action: 'account.data_export',
        targetType: 'account',
        targetId: userId.data,
      });
      sendJsonFile(res, data);
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') {
        res.status(404).json({ error: { message: error.userMessage } });
        return;
      }
      throw error;
    }
  };
}
