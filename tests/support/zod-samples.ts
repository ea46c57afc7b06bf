import { randomUUID } from 'node:crypto';
import type { ZodType } from 'zod';

/**
 * Valid-looking inputs built from a procedure's zod schema, with one string field replaced: so a
 * hostile value reaches the one rule under test instead of failing somewhere else first.
 */

type Def = { type: string; format?: string; checks?: { _zod: { def: Record<string, unknown> } }[] } & Record<string, unknown>;
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;

/** How to reach one string field: object keys, the first array item, a union's option. */
type Step = { key: string } | { index: 0 } | { option: number };
export type StringField = { route: Step[]; path: string; format: string | null };

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'nonoptional', 'catch']);

/** Every string field reachable in a schema (each union option walked). */
export function stringFields(schema: ZodType, route: Step[] = []): StringField[] {
  const def = defOf(schema);
  const inner = (s: unknown, step?: Step) => stringFields(s as ZodType, step ? [...route, step] : route);
  if (def.type === 'string')
    return [
      {
        route,
        path: route.map((s) => ('key' in s ? s.key : 'index' in s ? '0' : `|${s.option}`)).join('.'),
        format: def.format ?? null,
      },
    ];
  if (WRAPPERS.has(def.type)) return inner(def.innerType);
  if (def.type === 'pipe') return inner(def.in);
  if (def.type === 'object') return Object.entries(def.shape as Record<string, unknown>).flatMap(([key, s]) => inner(s, { key }));
  if (def.type === 'array') return inner(def.element, { index: 0 });
  if (def.type === 'union') return (def.options as unknown[]).flatMap((s, option) => inner(s, { option }));
  return [];
}

const FORMAT_SAMPLES: Record<string, () => string> = {
  uuid: randomUUID,
  email: () => 'someone@example.com',
  date: () => '2026-06-15',
};

function plainString(def: Def): string {
  let min = 0;
  let max = 200;
  for (const check of def.checks ?? []) {
    const c = check._zod.def;
    if (c.check === 'min_length') min = c.minimum as number;
    if (c.check === 'max_length') max = c.maximum as number;
  }
  const base = 'Abcdefgh12345';
  return base.padEnd(min, 'x').slice(0, Math.max(min, Math.min(max, base.length)));
}

function numberSample(def: Def): number {
  const low = def.checks?.map((c) => c._zod.def).find((c) => c.check === 'greater_than');
  return typeof low?.value === 'number' ? Math.max(low.value, 1) : 1;
}

/** A sample of `schema`; along `route`, the string field at its end becomes `poison`. */
export function sampleWith(schema: ZodType, route: Step[] | null, poison?: string): unknown {
  const def = defOf(schema);
  const [step, ...rest] = route ?? [];
  const follow = (s: unknown, take: boolean) => sampleWith(s as ZodType, take ? rest : null, poison);
  switch (def.type) {
    case 'string':
      if (route && route.length === 0) return poison;
      return def.format ? (FORMAT_SAMPLES[def.format]?.() ?? 'x') : plainString(def);
    case 'number':
      return numberSample(def);
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'literal':
      return (def.values as unknown[])[0];
    case 'null':
      return null;
    case 'pipe':
      return sampleWith(def.in as ZodType, route, poison);
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape as Record<string, unknown>).map(([key, s]) => [
          key,
          follow(s, step !== undefined && 'key' in step && step.key === key),
        ]),
      );
    case 'array':
      return [follow(def.element, step !== undefined && 'index' in step)];
    case 'union': {
      const options = def.options as ZodType[];
      if (step !== undefined && 'option' in step) return follow(options[step.option], true);
      // The first option whose own sample it accepts, preferring ones that are not '' or null.
      const samples = options.map((o) => sampleWith(o, null));
      return samples.find((s) => s !== '' && s !== null && (schema as ZodType).safeParse(s).success) ?? samples[0];
    }
    default:
      if (WRAPPERS.has(def.type)) return sampleWith(def.innerType as ZodType, route, poison);
      return undefined;
  }
}
