// The full Drizzle schema (one module per area); drizzle-kit and the db client read it from here.
export * from './auth';
export * from './back-in-stock';
export * from './carts';
export * from './catalogue';
export * from './credit-notes';
export * from './delivery';
export * from './enums';
export * from './jobs';
export * from './operations';
export * from './orders';
export * from './payments';
export * from './profiles';
export * from './promotions';
export * from './relations';
export * from './settings';
export * from './subscription-events';
export * from './subscriptions';
