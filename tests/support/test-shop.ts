import type { Server } from 'node:http';
import type { Logger as QueryLogger } from 'drizzle-orm/logger';
import { createApp } from '../../server/app';
import { type Auth, createAuth } from '../../server/auth/auth';
import { type AppConfig, loadConfig } from '../../server/config';
import type { Profile } from '../../server/db/schema/index';
import { type Logger, silentLogger } from '../../server/logger';
import { createMailer } from '../../server/mail/mailer';
import { createCatalogueCache } from '../../server/modules/shop/catalogue-cache';
import { devMailboxUrlFor } from '../../server/startup-hints';
import { createCaller } from '../../server/trpc/app-router';
import { type AppDeps, createContext, type SessionInfo } from '../../server/trpc/context';
import { createTestDatabase, type TestDatabase } from './test-db';

export type TestShop = {
  database: TestDatabase;
  deps: AppDeps;
  auth: Auth;
  config: AppConfig;
  /** A tRPC caller as anonymous, or as the given user and profile; `clientIp` as if the call came from there. */
  callerFor: (
    who?: { session: SessionInfo; profile: Profile | null } | null,
    from?: { clientIp?: string },
  ) => ReturnType<typeof createCaller>;
  /** Starts the real Express app on a free port; closed by close(). */
  listen: (options?: { staticDir?: string; renderEntry?: string }) => Promise<string>;
  close: () => Promise<void>;
};

/**
 * `logger`: where the app logs (default: nowhere); the request-log test reads what it wrote.
 * `queryLogger`: told every SQL statement the shop runs through Drizzle (better-auth's included).
 */
export async function createTestShop(
  overrides: Partial<AppConfig> = {},
  { logger = silentLogger, queryLogger }: { logger?: Logger; queryLogger?: QueryLogger } = {},
): Promise<TestShop> {
  const database = await createTestDatabase({ queryLogger });
  const config: AppConfig = {
    ...loadConfig({ NODE_ENV: 'test', BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret!!', DATA_DIR: '.data/test' }),
    seedDemo: false,
    rateLimit: false,
    ...overrides,
  };
  const mailer = createMailer({
    db: database.db,
    from: config.mailFrom,
    logger,
    logLinks: config.mailLogLinks,
    devMailboxUrl: devMailboxUrlFor(config),
  });
  const catalogue = await createCatalogueCache(database);
  const deps: AppDeps = { db: database.db, mailer, config, logger, catalogue };
  const auth = createAuth(deps);
  let server: Server | null = null;

  return {
    database,
    deps,
    auth,
    config,
    callerFor: (who, from) =>
      createCaller(
        createContext({ ...deps, session: who?.session ?? null, profile: who?.profile ?? null, clientIp: from?.clientIp }),
      ),
    listen: async (options = {}) => {
      const app = createApp({ deps, auth, staticDir: options.staticDir, renderEntry: options.renderEntry });
      server = await new Promise<Server>((resolve) => {
        const s = app.listen(0, '127.0.0.1', () => resolve(s));
        // fetch reuses idle connections: with Node's 5 s default, a test that spent longer (argon2, a busy
        // machine) could send its next request on a socket the server was just closing (ECONNRESET).
        s.keepAliveTimeout = 120_000;
      });
      const address = server.address();
      if (!address || typeof address === 'string') throw new Error('no port');
      const origin = `http://127.0.0.1:${address.port}`;
      // The helpers in ./http send the page's own origin, as a browser on this address would.
      if (!config.trustedOrigins.includes(origin)) config.trustedOrigins.push(origin);
      return origin;
    },
    close: async () => {
      if (server) {
        const closing = new Promise<void>((resolve) => server?.close(() => resolve()));
        // A test may leave a response unread (a refused huge batch, a stream): its keep-alive socket would hold
        // close() open until the 120 s keep-alive ends. Nothing is served after the tests, so end them all now.
        server.closeAllConnections();
        await closing;
      }
      await catalogue.close();
      await database.destroy();
    },
  };
}
