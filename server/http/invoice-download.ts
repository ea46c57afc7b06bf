import type { Request, Response } from 'express';
import { z } from 'zod';
import type { Auth } from '../auth/auth';
import { AppError } from '../errors';
import { creditNotePdfFor, invoicePdfFor } from '../modules/invoice/service';
import type { AppDeps } from '../trpc/context';
import { contextFromRequest } from './context';

const idSchema = z.uuid();

type PdfFor = typeof invoicePdfFor;

/** Streams a document PDF for its owner or an admin; anyone else gets 404 with the document's message. */
function documentDownload(deps: AppDeps, auth: Auth, pdfFor: PdfFor, notFound: string) {
  return async (req: Request, res: Response) => {
    const ctx = await contextFromRequest(deps, auth, req);
    if (!ctx.session?.user.emailVerified) {
      res.status(401).json({ error: { message: 'Please log in to continue.' } });
      return;
    }
    const id = idSchema.safeParse(req.params.id);
    try {
      if (!id.success) throw new AppError('NOT_FOUND', notFound);
      const { filename, pdf } = await pdfFor(
        deps,
        { userId: ctx.session.user.id, isAdmin: (await ctx.loadProfile())?.role === 'admin' },
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

/** GET /api/invoices/:id/pdf — the invoice as a PDF download, for its owner or an admin. */
export function invoiceDownload(deps: AppDeps, auth: Auth) {
  return documentDownload(deps, auth, invoicePdfFor, 'Invoice not found.');
}

/** GET /api/credit-notes/:id/pdf — a credit note as a PDF, with the same ownership rule as its invoice. */
export function creditNoteDownload(deps: AppDeps, auth: Auth) {
  return documentDownload(deps, auth, creditNotePdfFor, 'Credit note not found.');
}
