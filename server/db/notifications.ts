import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * What a NOTIFY subscriber hears. `onListening(false)` means notifications may be missed from now
 * on (connection lost); `onListening(true)` means they are heard again, and anything may have
 * changed in between, so a cache fed by the channel must start afresh in both cases.
 */
export type ChannelHandlers = { onNotify: (payload: string) => void; onListening: (listening: boolean) => void };

const RECONNECT_MS = 1_000;
const CHANNEL_NAME = /^[a-z_]+$/;

function checkedChannel(channel: string): string {
  // LISTEN takes an identifier, not a parameter: only plain names are accepted.
  if (!CHANNEL_NAME.test(channel)) throw new Error(`invalid channel name: ${channel}`);
  return channel;
}

/** PostgreSQL: one dedicated connection LISTENs, and reconnects while the subscription lasts. */
export async function listenOnPostgres(url: string, channel: string, handlers: ChannelHandlers): Promise<() => Promise<void>> {
  const name = checkedChannel(channel);
  let stopped = false;
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url });
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      if (current === client) current = null;
      handlers.onListening(false);
      client.end().catch(() => {});
      if (!stopped) retry = setTimeout(() => void connect(), RECONNECT_MS);
    };
    client.on('notification', (message) => {
      if (message.channel === name) handlers.onNotify(message.payload ?? '');
    });
    client.on('error', onLost);
    client.on('end', onLost);
    try {
      await client.connect();
      await client.query(`LISTEN ${name}`);
    } catch {
      onLost();
      return;
    }
    if (stopped) {
      await client.end().catch(() => {});
      return;
    }
    current = client;
    handlers.onListening(true);
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = null;
    if (client) await client.end().catch(() => {});
  };
}

/** PGlite runs in this process: its notifications cannot be lost, only unsubscribed. */
export async function listenOnPglite(client: PGlite, channel: string, handlers: ChannelHandlers): Promise<() => Promise<void>> {
  const unlisten = await client.listen(checkedChannel(channel), handlers.onNotify);
  handlers.onListening(true);
  return async () => {
    await unlisten().catch(() => {});
  };
}
