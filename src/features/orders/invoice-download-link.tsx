import { Anchor } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';

type DownloadLinkProps =
  | { invoiceId: string; reference: string; creditNoteId?: never }
  | { creditNoteId: string; reference: string; invoiceId?: never };

/** The server streams the PDF with Content-Disposition: attachment, so a plain link downloads it. */
export function InvoiceDownloadLink({ invoiceId, creditNoteId, reference }: DownloadLinkProps) {
  const [href, file, label] = creditNoteId
    ? [`/api/credit-notes/${creditNoteId}/pdf`, `credit-note-${reference}.pdf`, `Download credit note ${reference}`]
    : [`/api/invoices/${invoiceId}/pdf`, `invoice-${reference}.pdf`, `Download invoice ${reference}`];
  return (
    <Anchor
      href={href}
      download={file}
      aria-label={label}
      fw={600}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
    >
      <IconDownload size={16} aria-hidden />
      Download
    </Anchor>
  );
}
