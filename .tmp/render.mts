import { writeFileSync } from 'node:fs';
import { loadConfig } from '../server/config';
import { renderInvoicePdf } from '../server/modules/invoice/pdf';
const seller = loadConfig({ NODE_ENV: 'test', BETTER_AUTH_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/inv/data' }).seller;
const base = {
  reference: 'RB-000042', issuedAt: new Date('2026-11-23T10:00:00Z'), taxPoint: new Date('2026-11-23T09:58:00Z'), orderNumber: 1042,
  seller,
  buyer: { name: 'Mary Maker', email: 'mary@example.com', businessName: null, address: { fullName: 'Mary Maker', address1: '12 High Street', address2: null, city: 'Leeds', postcode: 'LS1 4AP' } },
  lines: [
    { description: 'Original 250g (Mooo!)', quantity: 2, unitNetPence: 832, vatRateBps: 2000, netPence: 1498 },
    { description: 'Chilli 500g (Sweet Spot)', quantity: 1, unitNetPence: 1582, vatRateBps: 2000, netPence: 1424 },
  ],
  totals: [ { label: 'Subtotal (incl. VAT)', pence: 3894 }, { label: 'Discount (WELCOME10)', pence: -389 }, { label: 'Delivery', pence: 355 }, { label: 'Total payable', pence: 3860 } ],
  vatSummary: [{ vatRateBps: 2000, netPence: 3217, vatPence: 643, grossPence: 3860 }],
};
writeFileSync('/tmp/inv/unpaid.pdf', await renderInvoicePdf({ ...base, title: 'VAT invoice', creditFor: null, payment: { kind: 'due', dueDate: null, instructions: 'Please pay by bank transfer to Royal Biltong Ltd, sort code 04-00-04, account 12345678, quoting reference RB-000042. We dispatch as soon as your payment arrives.' } } as never));
writeFileSync('/tmp/inv/paid.pdf', await renderInvoicePdf({ ...base, title: 'VAT invoice', creditFor: null, payment: { kind: 'paid', paidAt: new Date('2026-11-24T10:00:00Z'), method: 'bank transfer' } } as never));
