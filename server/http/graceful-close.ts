import type { Server } from 'node:http';

/** How long in-flight requests may run on after a shutdown begins before their connections are cut. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Prepares `server` for a graceful stop and returns the stop call: it stops accepting connections, lets requests
 * in flight finish (up to `graceMs`, then cuts what is left), and closes keep-alive connections as soon as they
 * are idle — Node keeps them open after server.close() otherwise, and the process would never finish closing.
 */
export function gracefulCloser(server: Server): (graceMs?: number) => Promise<void> {
  let closing = false;
  // First in line, so the header is set before any handler can send its response.
  server.prependListener('request', (_req, res) => {
    if (closing) res.setHeader('Connection', 'close');
    res.once('finish', () => {
      if (closing) server.closeIdleConnections();
    });
  });
  return async (graceMs = SHUTDOWN_GRACE_MS) => {
    closing = true;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const deadline = setTimeout(() => server.closeAllConnections(), graceMs);
    try {
      await closed;
    } finally {
      clearTimeout(deadline);
    }
  };
}
