/** A tiny levelled logger; tests pass a silent one. */
export type Logger = {
  info: (message: string) => void;
  warn: (message: string) => void;
  error: (message: string, error?: unknown) => void;
};

export const consoleLogger: Logger = {
  info: (message) => console.log(`[shop] ${message}`),
  warn: (message) => console.warn(`[shop] ${message}`),
  error: (message, error) => console.error(`[shop] ${message}`, error ?? ''),
};

export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };
