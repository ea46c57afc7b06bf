import { Anchor } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';

/** The server streams the PDF with Content-Disposition: attachment, so a plain link downloads it. */
export function InvoiceDownloadLink({ invoiceId, reference }: { invoiceId: string; reference: string }) {
  return (
    <Anchor
      href={`/api/invoices/${invoiceId}/pdf`}
      download={`invoice-${reference}.pdf`}
      aria-label={`Download invoice ${reference}`}
      fw={600}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
    >
      <IconDownload size={16} aria-hidden />
      Download
    </Anchor>
  );
}
