import { SHUTDOWN_GRACE_MS } from '../http/graceful-close';
import type { Logger } from '../logger';

/** Beyond the requests' grace, the time the job runner and the database get to close before the process gives up. */
const CLOSE_MARGIN_MS = 5_000;

/**
 * SIGTERM/SIGINT (an orchestrator stopping the container, Ctrl+C): stop the shop gracefully and exit 0; a second
 * signal, or a stop that overruns its deadline, exits 1 at once.
 */
export function stopOnSignals(shop: { stop: () => Promise<void> }, logger: Logger): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    stopping = true;
    logger.info(`${signal}: finishing requests in flight, then stopping`);
    setTimeout(() => {
      logger.error('shutdown overran its deadline; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS + CLOSE_MARGIN_MS).unref();
    shop.stop().then(
      () => {
        logger.info('stopped');
        process.exit(0);
      },
      (error) => {
        logger.error('shutdown failed', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
