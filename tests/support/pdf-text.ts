import { spawn } from 'node:child_process';

/** The text of a PDF as poppler's pdftotext reads it (-layout keeps each table row on one line). */
export function pdfText(pdf: Uint8Array): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-']);
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => err.push(c));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(Buffer.concat(out).toString('utf8')) : reject(new Error(`pdftotext: ${Buffer.concat(err)}`)),
    );
    child.stdin.end(pdf);
  });
}

const MONEY = String.raw`([-−]?£[\d,]+\.\d\d)`;
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** '£1,234.56' / '-£3.89' / '−£3.89' -> pence. */
export function penceOf(money: string): number {
  const negative = /^[-−]/.test(money);
  const pence = Math.round(Number(money.replace(/[^\d.]/g, '')) * 100);
  return negative ? -pence : pence;
}

/** The amounts on the line that starts with `label` (after any spaces), in pence; [] when there is no such line. */
export function amountsAfter(text: string, label: string): number[] {
  const line = text.split('\n').find((l) => new RegExp(String.raw`^\s*${literal(label)}\s+${MONEY}`).test(l));
  if (!line) return [];
  return [...line.slice(line.indexOf(label) + label.length).matchAll(new RegExp(MONEY, 'g'))].map((m) => penceOf(m[1] as string));
}

/** The single amount after `label`, wherever it stands ('Total payable   £38.60', 'Total: £38.60'). */
export function amountAfter(text: string, label: string): number | null {
  const match = new RegExp(String.raw`${literal(label)}:?\s+${MONEY}`).exec(text);
  return match ? penceOf(match[1] as string) : null;
}
