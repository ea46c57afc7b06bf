import { z } from 'zod';
import { tableQuery } from '../table-query';
import { emailSchema, text } from './fields';

export const CONTACT_MESSAGE_MAX = 5000;

/**
 * The /contact form, checked the same in the browser (each field its own message) and on the server. The order
 * number is typed as text and arrives as a number, or null when left empty.
 */
export const contactMessageSchema = z.object({
  name: text()
    .trim()
    .min(1, 'Name is required')
    .max(120, 'Name must be at most 120 characters')
    // It heads the owner's email subject line.
    .regex(/^[^\r\n]*$/, 'Name must be on one line'),
  email: text().trim().pipe(emailSchema),
  orderNumber: text()
    .trim()
    .regex(/^(#?\d{1,9})?$/, 'Please enter a valid order number, e.g. 1042')
    .optional()
    .transform((value) => (value ? Number(value.replace('#', '')) : null)),
  message: text()
    .trim()
    .min(1, 'Message is required')
    .max(CONTACT_MESSAGE_MAX, `Message must be at most ${CONTACT_MESSAGE_MAX.toLocaleString('en-GB')} characters`),
});
export type ContactMessageValues = z.input<typeof contactMessageSchema>;
export type ContactMessageInput = z.output<typeof contactMessageSchema>;

/** The back office's 'Messages' table: newest first; 'Unread' narrows it to the ones nobody has opened. */
export const contactMessagesTable = tableQuery({
  sortable: ['received', 'name', 'email'],
  filters: { unread: z.boolean().optional() },
  defaultSort: { id: 'received', desc: true },
});

export const contactMessageIdSchema = z.object({ id: z.uuid() });
