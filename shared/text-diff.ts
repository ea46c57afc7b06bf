import { diffLines } from 'diff';

/** At most this many changed lines are listed; the rest are counted. */
const MAX_LINES = 12;

/**
 * A long text's change as the lines it lost and gained ('− old line', '+ new line'), in order, blank lines and
 * repeats left out: readable in the audit log where the whole text before and after would not be.
 */
export function lineChanges(before: string, after: string): string[] {
  const changed = new Set<string>();
  for (const part of diffLines(before, after)) {
    if (!part.added && !part.removed) continue;
    const sign = part.added ? '+' : '−';
    for (const line of part.value.split('\n')) if (line.trim() !== '') changed.add(`${sign} ${line.trim()}`);
  }
  const lines = [...changed];
  if (lines.length <= MAX_LINES) return lines;
  return [...lines.slice(0, MAX_LINES), `… and ${lines.length - MAX_LINES} more changed lines`];
}
