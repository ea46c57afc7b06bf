import type { Request, Response } from 'express';
import { text } from '../../shared/schemas/fields';
import type { Auth } from '../auth/auth';
import { AppError } from '../errors';
import { statementPdfFor } from '../modules/credit/statements';
import type { AppDeps } from '../trpc/context';
import { contextFromRequest } from './context';

// A user id as better-auth makes them; a control character or an oversized value is a 404 like any unknown id.
const userIdParam = text().min(1).max(100);

/**
 * GET /api/accounts/:userId/statements/:month/pdf — a trade account's monthly statement, for the
 * account itself or an admin; anyone else gets 404, as if it did not exist.
 */
export function statementDownload(deps: AppDeps, auth: Auth) {
  return async (req: Request, res: Response) => {
    const ctx = await contextFromRequest(deps, auth, req);
    if (!ctx.session?.user.emailVerified) {
      res.status(401).json({ error: { message: 'Please log in to continue.' } });
      return;
    }
    const userId = userIdParam.safeParse(req.params.userId);
    try {
      if (!userId.success) throw new AppError('NOT_FOUND', 'Statement not found.');
      const { filename, pdf } = await statementPdfFor(
        deps,
        { userId: ctx.session.user.id, isAdmin: (await ctx.loadProfile())?.role === 'admin' },
        userId.data,
        String(req.params.month),
      );
      res.setHeader('Content-Type', 'application/pdf');
      res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
      res.setHeader('Cache-Control', 'private, no-store');
      res.send(pdf);
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') {
        res.status(404).json({ error: { message: error.userMessage } });
        return;
      }
      throw error;
    }
  };
}
