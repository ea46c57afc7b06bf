import { formatDg } from './food-information';
import { formatGBP } from './money';
import { lineChanges } from './text-diff';

/** One audit row as stored: the action and the before/after snapshots recordAudit wrote. */
export type AuditChange = { action: string; before: unknown; after: unknown };

/**
 * What the reader of the log knows things by, looked up when the log is read: a snapshot names a promotion by
 * its id, the admin knows it by its code.
 */
export type AuditNames = { promotionCodes?: ReadonlyMap<string, string> };

/** Fields that hold a promotion's id. */
const PROMOTION_ID_FIELDS = new Set(['promotionReleased', 'promotionId']);

/** Fields that change with every write and say nothing to the shop owner. */
const IGNORED = new Set(['id', 'userId', 'productId', 'createdAt', 'updatedAt', 'imageUrl', 'images', 'missingFood']);

/** Groups whose fields read well on their own ('salt', not 'food nutrition salt'). */
const UNPREFIXED = new Set(['food', 'nutrition']);

/** Long texts (an owner's page in Markdown): shown as the lines that changed, not as the whole text twice. */
const TEXT_FIELDS = new Set(['markdown']);

const LABELS: Record<string, string> = {
  priceNetPence: 'price',
  tier1PriceNetPence: 'trade tier 1 price',
  tier2PriceNetPence: 'trade tier 2 price',
  tier3PriceNetPence: 'trade tier 3 price',
  balancePence: 'balance',
  accountBalancePence: 'balance',
  refundedPence: 'refunded',
  amountPence: 'amount',
  vatRateBps: 'VAT rate',
  showInShop: 'shown in shop',
  showInSubscriptions: 'in subscriptions',
  invoiceStatus: 'invoice status',
  holdReason: 'hold reason',
  trackingReference: 'tracking reference',
  isActive: 'active',
  promotionId: 'promotion',
  energyKj: 'energy (kJ)',
  energyKcal: 'energy (kcal)',
};

/** 'accountType' -> 'account type'; money fields lose their 'Pence'. */
function label(key: string): string {
  return (
    LABELS[key] ??
    key
      .replace(/(Pence|Dg)$/, '')
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .replace(/_/g, ' ')
      .toLowerCase()
  );
}

/**
 * A field's value as the admin reads it. `record` is the snapshot object holding it: a promotion's
 * discountValue is pence for a fixed discount and basis points for a percentage, as its discountType says.
 */
function formatValue(key: string, value: unknown, record: Record<string, unknown>, names: AuditNames): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string' && PROMOTION_ID_FIELDS.has(key)) return names.promotionCodes?.get(value) ?? 'a deleted promotion';
  if (typeof value === 'number' && key === 'discountValue' && record.discountType === 'fixed') return formatGBP(value);
  if (typeof value === 'number' && key === 'discountValue' && record.discountType === 'percentage') return `${value / 100}%`;
  if (typeof value === 'number' && key.endsWith('Pence')) return formatGBP(value);
  if (typeof value === 'number' && key.endsWith('Bps')) return `${value / 100}%`;
  if (typeof value === 'number' && key.endsWith('Dg')) return formatDg(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.map((item) => formatValue(key, item, record, names)).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The promotion ids a snapshot names, for the caller to look their codes up. */
export function promotionIdsIn(snapshot: unknown): string[] {
  if (!isRecord(snapshot)) return [];
  return Object.entries(snapshot).flatMap(([key, value]) =>
    PROMOTION_ID_FIELDS.has(key) && typeof value === 'string' ? [value] : [],
  );
}

/**
 * A snapshot as label -> shown value. A product's sizes ('variants', each with a weight) become
 * '250g price', '250g stock'...; other nested objects prefix their parent's label.
 */
function flatten(value: unknown, names: AuditNames, prefix = '', into = new Map<string, string>()): Map<string, string> {
  if (!isRecord(value)) return into;
  for (const [key, field] of Object.entries(value)) {
    if (IGNORED.has(key) || TEXT_FIELDS.has(key)) continue;
    if (key === 'variants' && Array.isArray(field)) {
      for (const variant of field) {
        if (isRecord(variant) && typeof variant.weight === 'string') {
          const { weight, ...rest } = variant;
          flatten(rest, names, `${prefix}${weight} `, into);
        }
      }
    } else if (isRecord(field)) {
      flatten(field, names, UNPREFIXED.has(key) ? prefix : `${prefix}${label(key)} `, into);
    } else {
      into.set(`${prefix}${label(key)}`, formatValue(key, field, value, names));
    }
  }
  return into;
}

/** 'field: old → new' for each field whose shown value differs between the snapshots. */
export function auditDiff(before: unknown, after: unknown, names: AuditNames = {}): string[] {
  const old = flatten(before, names);
  const next = flatten(after, names);
  // With both snapshots, a field the 'after' leaves out was not changed (job.retry records the kind only before).
  const labels = isRecord(before) && isRecord(after) ? [...next.keys()] : [...new Set([...old.keys(), ...next.keys()])];
  const fields = labels.flatMap((name) => {
    const from = old.get(name) ?? '—';
    const to = next.get(name) ?? '—';
    return from === to ? [] : [`${name}: ${from} → ${to}`];
  });
  return [...fields, ...textChanges(before, after)];
}

/** The changed lines of each long text field both snapshots have. */
function textChanges(before: unknown, after: unknown): string[] {
  if (!isRecord(before) || !isRecord(after)) return [];
  return [...TEXT_FIELDS].flatMap((key) => {
    const from = before[key];
    const to = after[key];
    return typeof from === 'string' && typeof to === 'string' && from !== to ? lineChanges(from, to) : [];
  });
}

const nameIn = (snapshot: unknown): string | null => {
  if (!isRecord(snapshot)) return null;
  const name = snapshot.name ?? snapshot.code ?? snapshot.fullName;
  return typeof name === 'string' ? name : null;
};

/** The headline for actions whose diff alone would not say what happened. */
function headline({ action, before, after }: AuditChange): string | null {
  const [domain = '', verb = ''] = action.split('.');
  const thing = domain.replace(/_/g, ' ');
  const name = nameIn(after) ?? nameIn(before);
  const named = name ? `${thing} '${name}'` : thing;
  switch (verb) {
    case 'update':
      return textChanges(before, after).length > 0 ? `Edited ${named}` : null;
    case 'create':
      return `Created ${named}`;
    case 'delete':
      return `Deleted ${named}`;
    case 'archive':
      return `Archived ${named} (kept for past orders)`;
    case 'activate':
      return `Activated ${named}`;
    case 'deactivate':
      return `Deactivated ${named}`;
    case 'retry':
      return `Retried ${isRecord(before) && typeof before.kind === 'string' ? before.kind : thing}`;
    case 'refund':
      return isRecord(after) && typeof after.amountPence === 'number'
        ? `Refunded ${formatGBP(after.amountPence)}${after.full === true ? ' (full)' : ''}`
        : 'Refunded';
    default:
      return null;
  }
}

/**
 * The audit log's readable summary of one change, e.g. ['250g price: £8.33 → £9.17']. Money shows
 * as pounds, net or gross exactly as recorded, a percentage with its % sign, a promotion by its code (from
 * `names`). Creations and deletions are named, not diffed field
 * by field; anything unrecognised still shows what changed.
 */
export function describeAuditChange(change: AuditChange, names: AuditNames = {}): string[] {
  const title = headline(change);
  const [, verb = ''] = change.action.split('.');
  if (verb === 'create' || verb === 'delete' || verb === 'archive') return title ? [title] : [];
  const lines = auditDiff(change.before, change.after, names);
  if (title) return [title, ...lines];
  return lines.length > 0 ? lines : [change.action.replace(/[._]/g, ' ')];
}
