import { contactMessageIdSchema, contactMessageSchema, contactMessagesTable } from '../../../shared/schemas/contact';
import { router } from '../../trpc/init';
import { adminProcedure, publicProcedure } from '../../trpc/procedures';
import {
  listContactMessages,
  markContactMessageUnread,
  openContactMessage,
  sendContactMessage,
  unreadContactMessages,
} from './service';

/** The /contact form, and the back office's 'Messages'. */
export const contactRouter = router({
  send: publicProcedure
    .input(contactMessageSchema)
    .mutation(({ ctx, input }) => sendContactMessage(ctx, { session: ctx.session, clientIp: ctx.clientIp }, input)),
  list: adminProcedure.input(contactMessagesTable.list).query(({ ctx, input }) => listContactMessages(ctx.db, input)),
  unread: adminProcedure.query(({ ctx }) => unreadContactMessages(ctx.db)),
  open: adminProcedure.input(contactMessageIdSchema).mutation(({ ctx, input }) => openContactMessage(ctx.db, input.id)),
  markUnread: adminProcedure
    .input(contactMessageIdSchema)
    .mutation(({ ctx, input }) => markContactMessageUnread(ctx.db, input.id)),
});
