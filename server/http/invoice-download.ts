import type { Request, Response } from 'express';
import { z } from 'zod';
import type { Auth } from '../auth/auth';
import { AppError } from '../errors';
import { invoicePdfFor } from '../modules/invoice/service';
import type { AppDeps } from '../trpc/context';
import { contextFromRequest } from './context';

const idSchema = z.uuid();

/** GET /api/invoices/:id/pdf — the invoice as a PDF download, for its owner or an admin. */
export function invoiceDownload(deps: AppDeps, auth: Auth) {
  return async (req: Request, res: Response) => {
    const ctx = await contextFromRequest(deps, auth, req);
    if (!ctx.session?.user.emailVerified) {
      res.status(401).json({ error: { message: 'Please log in to continue.' } });
      return;
    }
    const id = idSchema.safeParse(req.params.id);
    try {
      if (!id.success) throw new AppError('NOT_FOUND', 'Invoice not found.');
      const { filename, pdf } = await invoicePdfFor(
        deps.db,
        { userId: ctx.session.user.id, isAdmin: ctx.profile?.role === 'admin' },
        id.data,
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
