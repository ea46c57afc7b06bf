/**
 * Saves text (the server's CSV exports) as a file in the browser. A byte-order mark goes first
 * because Excel otherwise reads UTF-8 CSV as Windows-1252 and mangles names such as "Zoë".
 */
export function downloadText(filename: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const blob = new Blob(['\uFEFF', text], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers start the download only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** 'orders' -> 'orders-2026-01-15.csv' (the admin's local date, so files sort by day). */
export function csvFilename(prefix: string, now: Date = new Date()): string {
  const day = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  return `${prefix}-${day}.csv`;
}
