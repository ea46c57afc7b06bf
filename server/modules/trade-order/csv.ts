import { readTradeCsv } from '../../../shared/trade-order-csv';
import type { Db } from '../../db/client';
import type { Profile } from '../../db/schema/index';
import { tradeTierOf } from '../catalogue/pricing';
import { tradeCatalogue } from './catalogue';

/** An uploaded order file read against the account's catalogue: its lines when every one is good, else every problem. */
export async function readTradeOrderFile(db: Db, profile: Profile | null, text: string) {
  return readTradeCsv(text, await tradeCatalogue(db, tradeTierOf(profile)));
}
