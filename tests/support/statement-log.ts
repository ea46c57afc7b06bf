import { createTestShop, type TestShop } from './test-shop';

/**
 * A test shop listening on a port, with every statement it runs through Drizzle (better-auth's session lookup
 * included) recorded in order, for tests that count the statements of one request.
 */
export async function shopWithStatementLog(): Promise<{
  shop: TestShop;
  baseUrl: string;
  /** The statements run while `work` ran (the test waits on each request in turn, so nothing else runs meanwhile). */
  statementsOf: (work: () => Promise<unknown>) => Promise<string[]>;
}> {
  const statements: string[] = [];
  const shop = await createTestShop({}, { queryLogger: { logQuery: (query) => statements.push(query) } });
  const baseUrl = await shop.listen();
  const statementsOf = async (work: () => Promise<unknown>) => {
    const from = statements.length;
    await work();
    return statements.slice(from);
  };
  return { shop, baseUrl, statementsOf };
}
