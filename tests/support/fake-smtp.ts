import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type FakeSmtp = {
  url: string;
  /** Every message received, raw (headers and body), in arrival order. */
  messages: string[];
  /** The Message-ID header of each message received, in arrival order (repeats included). */
  messageIds: () => string[];
  /** An outage: stops listening (connections are refused) until restart(). */
  stop: () => Promise<void>;
  /** Listens again on the same port. */
  restart: () => Promise<void>;
  close: () => Promise<void>;
};

/** An SMTP server on loopback (the smtp-server package) that records what it receives. */
export async function startFakeSmtp(): Promise<FakeSmtp> {
  const messages: string[] = [];
  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      closeTimeout: 500,
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          messages.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      },
    });
  const listen = (server: SMTPServer, port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port));
    });
  let server: SMTPServer | null = create();
  const port = await listen(server, 0);
  const stop = async () => {
    const closing = server;
    server = null;
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  };
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    messageIds: () => messages.map((m) => /^Message-ID:\s*(\S+)/im.exec(m)?.[1] ?? ''),
    stop,
    restart: async () => {
      if (server) return;
      server = create();
      await listen(server, port);
    },
    close: stop,
  };
}
