// The benchmark's peer server: a stock Vendure with the smallest configuration a storefront needs.
// `node vendure-server.js seed <products.csv>` creates the schema and the UK catalogue, then exits;
// `node vendure-server.js serve` answers the shop and admin APIs and prints `VENDURE_READY <port>` once listening.
// Environment: VENDURE_DB_URL (postgres://user@host:port/database) and PORT. Started with an IPC channel, it answers
// `{ type: 'count-get' }` with `{ type: 'count', value }`: the SQL statements sent so far.
import { createRequire } from 'node:module';

// A bench server phones no one: Vendure's anonymous usage report would also add network and CPU to the measurement.
process.env.VENDURE_DISABLE_TELEMETRY = 'true';

// Vendure ships CommonJS whose re-exports Node's ESM loader cannot always list, so it is required.
const require = createRequire(import.meta.url);
const {
  bootstrap,
  ChannelService,
  CurrencyCode,
  DefaultLogger,
  dummyPaymentHandler,
  LanguageCode,
  LogLevel,
  RequestContextService,
} = require('@vendure/core');
const { importProductsFromCsv, populateInitialData } = require('@vendure/core/cli');
const pg = require('pg');

const mode = process.argv[2];
const db = new URL(process.env.VENDURE_DB_URL ?? '');
const port = Number(process.env.PORT ?? 3000);

/** @param {{ synchronize: boolean }} options */
function config({ synchronize }) {
  return {
    apiOptions: {
      hostname: '127.0.0.1',
      port,
      shopApiPath: 'shop-api',
      adminApiPath: 'admin-api',
      // The playgrounds and debug output are development aids; a shop in production runs without them.
      shopApiPlayground: false,
      adminApiPlayground: false,
      shopApiDebug: false,
      adminApiDebug: false,
    },
    authOptions: {
      // Bearer tokens let one load generator hold thousands of anonymous sessions without a cookie jar.
      tokenMethod: 'bearer',
      superadminCredentials: { identifier: 'superadmin', password: 'bench-only-superadmin' },
      cookieOptions: { secret: 'bench-only-cookie-secret' },
    },
    dbConnectionOptions: {
      type: 'postgres',
      host: db.hostname,
      port: Number(db.port || 5432),
      username: decodeURIComponent(db.username || 'postgres'),
      password: decodeURIComponent(db.password),
      database: db.pathname.slice(1),
      // The schema is created once by the seed step; the server itself never alters it.
      synchronize,
      migrations: [],
      logging: false,
      // The same pool size as the shop's server, so both have the same number of connections to wait on.
      extra: { max: 10 },
    },
    paymentOptions: { paymentMethodHandlers: [dummyPaymentHandler] },
    logger: new DefaultLogger({ level: LogLevel.Error }),
    plugins: [],
  };
}

/** A UK shop: prices in pounds without VAT, one zone with the 20 % standard rate, free of other countries. */
const initialData = {
  defaultLanguage: LanguageCode.en,
  defaultZone: 'UK',
  taxRates: [{ name: 'Standard', percentage: 20 }],
  shippingMethods: [{ name: 'Royal Mail Tracked 48', price: 395 }],
  paymentMethods: [
    {
      name: 'Card',
      handler: { code: dummyPaymentHandler.code, arguments: [{ name: 'automaticSettle', value: 'true' }] },
    },
  ],
  countries: [{ name: 'United Kingdom', code: 'GB', zone: 'UK' }],
  collections: [],
};

async function seed(csvPath) {
  const app = await bootstrap(config({ synchronize: true }));
  try {
    // Product prices are stored in the channel's currency at import, so the channel is switched to pounds first.
    const ctx = await app.get(RequestContextService).create({ apiType: 'admin' });
    const channelService = app.get(ChannelService);
    const channel = await channelService.getDefaultChannel(ctx);
    await channelService.update(ctx, {
      id: channel.id,
      defaultCurrencyCode: CurrencyCode.GBP,
      availableCurrencyCodes: [CurrencyCode.GBP],
      pricesIncludeTax: false,
    });
    await populateInitialData(app, initialData);
    const result = await importProductsFromCsv(app, csvPath, LanguageCode.en);
    if (result.errors?.length) throw new Error(`product import failed: ${result.errors.join('; ')}`);
    console.log(`VENDURE_SEEDED ${result.imported}`);
  } finally {
    await app.close();
  }
}

/**
 * The bench asks over IPC how many SQL statements the server has sent (the same pg module TypeORM loads), to set
 * statements per request beside the shop's; one counter increment per statement costs nothing measurable.
 */
function countStatements() {
  if (!process.send) return;
  let statements = 0;
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function countedQuery(...args) {
    statements++;
    return query.apply(this, args);
  };
  process.on('message', (message) => {
    if (message?.type === 'count-get') process.send?.({ type: 'count', value: statements });
  });
}

async function serve() {
  countStatements();
  const app = await bootstrap(config({ synchronize: false }));
  const stop = () => {
    app.close().finally(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  console.log(`VENDURE_READY ${port}`);
}

if (mode === 'seed') {
  const csvPath = process.argv[3];
  if (!csvPath) throw new Error('usage: vendure-server.js seed <products.csv>');
  await seed(csvPath);
  process.exit(0);
} else if (mode === 'serve') {
  await serve();
} else {
  throw new Error('usage: vendure-server.js seed <products.csv> | serve');
}
