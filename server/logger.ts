import { AsyncLocalStorage } from 'node:async_hooks';
import { createRequire } from 'node:module';
import pino, { type DestinationStream, type Logger as PinoLogger } from 'pino';

/** A tiny levelled logger used across the server; tests pass a silent one. */
export type Logger = {
  info: (message: string) => void;
  warn: (message: string) => void;
  error: (message: string, error?: unknown) => void;
  /** The pino logger behind it: requests are logged to it (none: requests are not logged). */
  readonly pino?: PinoLogger;
};

/**
 * The current request's pino child (carrying its reqId) while a request is handled, so every line logged on
 * its behalf — by any service through a Logger — carries the request id. Set by server/http/request-logging.ts.
 */
export const requestLogScope = new AsyncLocalStorage<PinoLogger>();

/** Never logged, whatever object they appear in: credentials and anything that carries a token. */
const REDACTED = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers.referer',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.token',
];

/**
 * The server's logger: JSON lines in production (for a log collector), readable lines in development
 * through pino-pretty when it is installed (a dev dependency), JSON otherwise. `destination` replaces stdout.
 */
export function createLogger(options: { production: boolean; level?: string; destination?: DestinationStream }): Logger {
  const root = pino(
    {
      level: options.level ?? 'info',
      redact: { paths: REDACTED, censor: '[redacted]' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    options.production ? options.destination : (prettyStream(options.destination) ?? options.destination),
  );
  return fromPino(root);
}

export function fromPino(root: PinoLogger): Logger {
  const current = () => requestLogScope.getStore() ?? root;
  return {
    pino: root,
    info: (message) => current().info(message),
    warn: (message) => current().warn(message),
    error: (message, error) => (error === undefined ? current().error(message) : current().error({ err: error }, message)),
  };
}

/**
 * Development's readable lines, to stdout or `destination`. One line per entry: a request's line is its message
 * (method, path, status) and the time taken; its id and details stay in the record, unprinted. An error's stack
 * is still printed under its line.
 */
function prettyStream(destination?: DestinationStream): DestinationStream | undefined {
  try {
    const pretty = createRequire(import.meta.url)('pino-pretty') as (options: object) => DestinationStream;
    return pretty({
      colorize: destination === undefined && Boolean(process.stdout.isTTY),
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname,reqId,req,res,responseTime',
      messageFormat: (entry: Record<string, unknown>, messageKey: string) =>
        typeof entry.responseTime === 'number'
          ? `${String(entry[messageKey])} ${entry.responseTime} ms`
          : String(entry[messageKey] ?? ''),
      sync: true,
      ...(destination ? { destination } : {}),
    });
  } catch {
    return undefined;
  }
}

let defaultLogger: Logger | null = null;
/** For the command-line tools: the server's logger with its defaults (created on first use). */
export const consoleLogger: Logger = {
  info: (message) => defaultLoggerNow().info(message),
  warn: (message) => defaultLoggerNow().warn(message),
  error: (message, error) => defaultLoggerNow().error(message, error),
};
function defaultLoggerNow(): Logger {
  defaultLogger ??= createLogger({ production: process.env.NODE_ENV === 'production' });
  return defaultLogger;
}

export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };
